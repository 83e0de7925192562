"""The terminal table: a person's seat (`human.HumanAgent`) and how views and events are
shown in a terminal. It sits above the agents and the titles, beside sim and the server."""
