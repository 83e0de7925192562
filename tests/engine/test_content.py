import pytest

from seaboard.engine.content import Content, ContentError, Sourced, house_values, load, provenance


class Card(Sourced):
    name: str
    cost: int
    vp: int


class Deck(Content):
    source: str | None = None
    cards: list[Card]


GOOD = """
[[cards]]
name = "Shrimp"
cost = 3
vp = 1
source = "rulebook"

[[cards]]
name = "Pub"
cost = 4
vp = 2
source = "house: no public source gives the cost"
"""


def write(tmp_path, text):
    p = tmp_path / "deck.toml"
    p.write_text(text)
    return p


def test_good_file_loads_frozen(tmp_path):
    deck = load(write(tmp_path, GOOD), Deck)
    assert [c.cost for c in deck.cards] == [3, 4]
    assert deck.cards[1].is_house and not deck.cards[0].is_house
    with pytest.raises(ValueError):
        deck.cards[0].cost = 9


def test_provenance_and_house_values(tmp_path):
    path = write(tmp_path, GOOD)
    assert {p.key for p in provenance(path)} == {
        "cards[0].cost",
        "cards[0].vp",
        "cards[1].cost",
        "cards[1].vp",
    }
    rows = house_values([path])
    assert [r[1].key for r in rows] == ["cards[1].cost", "cards[1].vp"]


def test_number_without_provenance_fails_with_key(tmp_path):
    path = write(tmp_path, GOOD.replace('source = "rulebook"\n', ""))
    with pytest.raises(
        ContentError, match=r"deck.toml: cards\[0\].cost: the number 3 has no provenance"
    ):
        load(path, Deck)


class LooseCard(Content):
    name: str
    cost: int
    vp: int
    source: str | None = None


class LooseDeck(Content):
    source: str | None = None
    cards: list[LooseCard]


def test_enclosing_source_covers_nested_numbers(tmp_path):
    text = 'source = "rulebook"\n' + GOOD.replace('source = "rulebook"\n', "")
    path = write(tmp_path, text)
    assert len(load(path, LooseDeck).cards) == 2
    assert {p.source for p in provenance(path)} == {
        "rulebook",
        "house: no public source gives the cost",
    }


def test_bad_source_fails(tmp_path):
    path = write(tmp_path, GOOD.replace('"rulebook"', '"my memory"'))
    with pytest.raises(ContentError, match="source 'my memory' must be"):
        load(path, Deck)


def test_wrong_type_fails_with_key(tmp_path):
    path = write(tmp_path, GOOD.replace("cost = 3", 'cost = "three"'))
    with pytest.raises(
        ContentError, match=r"deck.toml: cards.0.cost: Input should be a valid integer"
    ):
        load(path, Deck)


def test_unknown_key_fails(tmp_path):
    path = write(tmp_path, GOOD.replace("vp = 1", "vp = 1\ncolour = 2"))
    with pytest.raises(ContentError, match="cards.0.colour: Extra inputs are not permitted"):
        load(path, Deck)


def test_invalid_toml_fails_with_file(tmp_path):
    with pytest.raises(ContentError, match="deck.toml: not valid TOML"):
        load(write(tmp_path, "[[cards]\nname="), Deck)
