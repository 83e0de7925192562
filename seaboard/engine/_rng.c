/* The compiled SplitMix64 behind seaboard.engine.rng.Rng (issue 30).
 *
 * Draw for draw the same generator as `PyRng` in rng.py, which stays the reference and the
 * fallback where no C compiler is present: the same state word, the same `below`
 * (Lemire's multiply-shift on the mixed word), the same Fisher-Yates order in `shuffle`
 * and `sample`, the same `split` constant. tests/engine/test_rng.py runs both on the same
 * seeds and compares every result. Pickles are those of the pure class (the slot `state`),
 * so a state saved under one loads under the other.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define GAMMA 0x9E3779B97F4A7C15ULL
#define SPLIT_KEY 0x6A09E667F3BCC909ULL

typedef struct {
    PyObject_HEAD
    uint64_t state;
} RngObject;

static inline uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline uint64_t next64(RngObject *self) {
    self->state += GAMMA;
    return mix(self->state);
}

/* uniform in [0, n) for 0 < n < 2**64: ((z * n) >> 64) as the pure class computes it */
static inline uint64_t below_small(RngObject *self, uint64_t n) {
    return (uint64_t)(((unsigned __int128)next64(self) * n) >> 64);
}

static PyObject *new_rng(PyTypeObject *type, uint64_t state) {
    RngObject *rng = (RngObject *)type->tp_alloc(type, 0);
    if (rng != NULL) {
        rng->state = state;
    }
    return (PyObject *)rng;
}

static PyObject *Rng_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    return new_rng(type, mix(0));
}

static int Rng_init(RngObject *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"seed", NULL};
    PyObject *seed = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:Rng", kwlist, &seed)) {
        return -1;
    }
    uint64_t s = 0;
    if (seed != NULL) {
        PyObject *index = PyNumber_Index(seed);
        if (index == NULL) {
            return -1;
        }
        s = PyLong_AsUnsignedLongLongMask(index); /* seed & (2**64 - 1), negatives too */
        Py_DECREF(index);
        if (s == (uint64_t)-1 && PyErr_Occurred()) {
            return -1;
        }
    }
    self->state = mix(s);
    return 0;
}

static PyObject *Rng_get_state(RngObject *self, void *closure) {
    return PyLong_FromUnsignedLongLong(self->state);
}

static int Rng_set_state(RngObject *self, PyObject *value, void *closure) {
    if (value == NULL) {
        PyErr_SetString(PyExc_AttributeError, "cannot delete an Rng's state");
        return -1;
    }
    if (!PyLong_Check(value)) {
        PyErr_SetString(PyExc_TypeError, "an Rng's state is an int");
        return -1;
    }
    uint64_t s = PyLong_AsUnsignedLongLong(value);
    if (s == (uint64_t)-1 && PyErr_Occurred()) {
        PyErr_SetString(PyExc_ValueError, "an Rng's state is an int in [0, 2**64)");
        return -1;
    }
    self->state = s;
    return 0;
}

static PyObject *Rng_from_state(PyTypeObject *type, PyObject *value) {
    RngObject *rng = (RngObject *)new_rng(type, 0);
    if (rng != NULL && Rng_set_state(rng, value, NULL) < 0) {
        Py_DECREF(rng);
        return NULL;
    }
    return (PyObject *)rng;
}

static PyTypeObject RngType;

/* clone and split make the base class, as the pure class does (a scripted subclass in a
 * test keeps its script to itself) */
static PyObject *Rng_clone(RngObject *self, PyObject *unused) {
    return new_rng(&RngType, self->state);
}

static PyObject *Rng_next64(RngObject *self, PyObject *unused) {
    return PyLong_FromUnsignedLongLong(next64(self));
}

static PyObject *Rng_split(RngObject *self, PyObject *unused) {
    uint64_t z = next64(self) ^ SPLIT_KEY;
    return new_rng(&RngType, mix(z));
}

/* below(n) for any int n > 0; n of 64 bits or more takes Python's arithmetic */
static PyObject *below_object(RngObject *self, PyObject *n) {
    PyObject *index = PyNumber_Index(n);
    if (index == NULL) {
        return NULL;
    }
    int overflow = 0;
    long long small = PyLong_AsLongLongAndOverflow(index, &overflow);
    if (small == -1 && PyErr_Occurred()) {
        Py_DECREF(index);
        return NULL;
    }
    if (overflow < 0 || (overflow == 0 && small <= 0)) {
        Py_DECREF(index);
        PyErr_SetString(PyExc_ValueError, "below(n) needs n > 0");
        return NULL;
    }
    if (overflow == 0) {
        Py_DECREF(index);
        return PyLong_FromUnsignedLongLong(below_small(self, (uint64_t)small));
    }
    PyObject *z = PyLong_FromUnsignedLongLong(next64(self));
    PyObject *shift = PyLong_FromLong(64);
    PyObject *product = (z && shift) ? PyNumber_Multiply(z, index) : NULL;
    PyObject *result = product ? PyNumber_Rshift(product, shift) : NULL;
    Py_XDECREF(z);
    Py_XDECREF(shift);
    Py_XDECREF(product);
    Py_DECREF(index);
    return result;
}

static PyObject *Rng_below(RngObject *self, PyObject *n) {
    if (PyLong_CheckExact(n)) {
        int overflow = 0;
        long long small = PyLong_AsLongLongAndOverflow(n, &overflow);
        if (overflow == 0 && small > 0) {
            return PyLong_FromUnsignedLongLong(below_small(self, (uint64_t)small));
        }
    }
    return below_object(self, n);
}

/* lo + below(n), the draw behind randint and die */
static PyObject *lo_plus_below(RngObject *self, PyObject *lo, PyObject *n) {
    PyObject *draw = Rng_below(self, n);
    if (draw == NULL) {
        return NULL;
    }
    PyObject *result = PyNumber_Add(lo, draw);
    Py_DECREF(draw);
    return result;
}

static PyObject *Rng_randint(RngObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "randint(lo, hi) takes two ints");
        return NULL;
    }
    PyObject *span = PyNumber_Subtract(args[1], args[0]);
    PyObject *one = PyLong_FromLong(1);
    PyObject *n = span && one ? PyNumber_Add(span, one) : NULL;
    Py_XDECREF(span);
    Py_XDECREF(one);
    if (n == NULL) {
        return NULL;
    }
    PyObject *result = lo_plus_below(self, args[0], n);
    Py_DECREF(n);
    return result;
}

static PyObject *Rng_die(RngObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs > 1) {
        PyErr_SetString(PyExc_TypeError, "die(sides=6) takes at most one int");
        return NULL;
    }
    if (nargs == 0) {
        return PyLong_FromUnsignedLongLong(1 + below_small(self, 6));
    }
    PyObject *one = PyLong_FromLong(1);
    PyObject *result = one ? lo_plus_below(self, one, args[0]) : NULL;
    Py_XDECREF(one);
    return result;
}

static PyObject *Rng_random(RngObject *self, PyObject *unused) {
    return PyFloat_FromDouble((double)(next64(self) >> 11) * (1.0 / 9007199254740992.0));
}

static PyObject *Rng_choice(RngObject *self, PyObject *seq) {
    Py_ssize_t size = PyObject_Length(seq);
    if (size < 0) {
        return NULL;
    }
    if (size == 0) {
        PyErr_SetString(PyExc_ValueError, "below(n) needs n > 0");
        return NULL;
    }
    Py_ssize_t i = (Py_ssize_t)below_small(self, (uint64_t)size);
    if (PyList_CheckExact(seq)) {
        PyObject *item = PyList_GET_ITEM(seq, i);
        Py_INCREF(item);
        return item;
    }
    return PySequence_GetItem(seq, i);
}

static PyObject *Rng_shuffle(RngObject *self, PyObject *seq) {
    uint64_t state = self->state;
    if (PyList_CheckExact(seq)) {
        PyObject **items = ((PyListObject *)seq)->ob_item;
        for (Py_ssize_t i = PyList_GET_SIZE(seq) - 1; i > 0; i--) {
            state += GAMMA;
            Py_ssize_t j = (Py_ssize_t)(((unsigned __int128)mix(state) * (uint64_t)(i + 1)) >> 64);
            PyObject *t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
        self->state = state;
        Py_RETURN_NONE;
    }
    Py_ssize_t size = PyObject_Length(seq);
    if (size < 0) {
        return NULL;
    }
    for (Py_ssize_t i = size - 1; i > 0; i--) {
        state += GAMMA;
        Py_ssize_t j = (Py_ssize_t)(((unsigned __int128)mix(state) * (uint64_t)(i + 1)) >> 64);
        PyObject *a = PySequence_GetItem(seq, i);
        PyObject *b = a ? PySequence_GetItem(seq, j) : NULL;
        int failed = b == NULL || PySequence_SetItem(seq, i, b) < 0 ||
                     PySequence_SetItem(seq, j, a) < 0;
        Py_XDECREF(a);
        Py_XDECREF(b);
        if (failed) {
            self->state = state;
            return NULL;
        }
    }
    self->state = state;
    Py_RETURN_NONE;
}

static PyObject *Rng_sample(RngObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "sample(seq, k) takes a sequence and an int");
        return NULL;
    }
    Py_ssize_t k = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
    if (k == -1 && PyErr_Occurred()) {
        return NULL;
    }
    PyObject *pool = PySequence_List(args[0]);
    if (pool == NULL) {
        return NULL;
    }
    Py_ssize_t size = PyList_GET_SIZE(pool);
    PyObject **items = ((PyListObject *)pool)->ob_item;
    for (Py_ssize_t i = 0; i < k; i++) {
        if (size - i <= 0) {
            Py_DECREF(pool);
            PyErr_SetString(PyExc_ValueError, "below(n) needs n > 0");
            return NULL;
        }
        Py_ssize_t j = i + (Py_ssize_t)below_small(self, (uint64_t)(size - i));
        PyObject *t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
    PyObject *result = PySequence_GetSlice(pool, 0, k); /* pool[:k], a negative k too */
    Py_DECREF(pool);
    return result;
}

/* the pure class's pickle: (None, {"state": state}), plus a subclass's __dict__ */
static PyObject *Rng_getstate(RngObject *self, PyObject *unused) {
    PyObject *slots = Py_BuildValue("{sK}", "state", (unsigned long long)self->state);
    if (slots == NULL) {
        return NULL;
    }
    PyObject *dict = PyObject_GenericGetDict((PyObject *)self, NULL);
    if (dict == NULL) {
        PyErr_Clear();
        dict = Py_NewRef(Py_None);
    }
    else if (PyDict_GET_SIZE(dict) == 0) {
        Py_SETREF(dict, Py_NewRef(Py_None));
    }
    PyObject *result = PyTuple_Pack(2, dict, slots);
    Py_DECREF(dict);
    Py_DECREF(slots);
    return result;
}

static PyObject *Rng_setstate(RngObject *self, PyObject *arg) {
    PyObject *dict = NULL, *slots = arg;
    if (PyTuple_Check(arg) && PyTuple_GET_SIZE(arg) == 2) {
        dict = PyTuple_GET_ITEM(arg, 0);
        slots = PyTuple_GET_ITEM(arg, 1);
    }
    if (dict != NULL && dict != Py_None) {
        PyObject *key, *value;
        Py_ssize_t pos = 0;
        while (PyDict_Next(dict, &pos, &key, &value)) {
            if (PyObject_SetAttr((PyObject *)self, key, value) < 0) {
                return NULL;
            }
        }
    }
    PyObject *state = PyDict_Check(slots) ? PyDict_GetItemString(slots, "state") : NULL;
    if (state == NULL) {
        PyErr_SetString(PyExc_ValueError, "an Rng's pickle holds its state");
        return NULL;
    }
    if (Rng_set_state(self, state, NULL) < 0) {
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *Rng_richcompare(PyObject *a, PyObject *b, int op) {
    if (op != Py_EQ && op != Py_NE) {
        Py_RETURN_NOTIMPLEMENTED;
    }
    /* isinstance(other, Rng) and the same state word, as the pure class asks */
    int same = PyObject_TypeCheck(b, &RngType) &&
               ((RngObject *)a)->state == ((RngObject *)b)->state;
    return PyBool_FromLong(op == Py_EQ ? same : !same);
}

static Py_hash_t Rng_hash(RngObject *self) {
    PyObject *state = PyLong_FromUnsignedLongLong(self->state);
    if (state == NULL) {
        return -1;
    }
    Py_hash_t h = PyObject_Hash(state); /* hash(self.state), as the pure class */
    Py_DECREF(state);
    return h;
}

static PyObject *Rng_repr(RngObject *self) {
    char text[48];
    PyOS_snprintf(text, sizeof text, "Rng(state=0x%016llx)", (unsigned long long)self->state);
    return PyUnicode_FromString(text);
}

static PyMethodDef Rng_methods[] = {
    {"from_state", (PyCFunction)Rng_from_state, METH_O | METH_CLASS,
     "An Rng whose state word is `state`."},
    {"clone", (PyCFunction)Rng_clone, METH_NOARGS, "An independent copy at the same state."},
    {"next64", (PyCFunction)Rng_next64, METH_NOARGS, "The next 64-bit draw."},
    {"split", (PyCFunction)Rng_split, METH_NOARGS,
     "A new generator on an independent stream; advances this one once."},
    {"below", (PyCFunction)Rng_below, METH_O, "Uniform integer in [0, n)."},
    {"randint", (PyCFunction)(void (*)(void))Rng_randint, METH_FASTCALL,
     "Uniform integer in [lo, hi], both ends included."},
    {"die", (PyCFunction)(void (*)(void))Rng_die, METH_FASTCALL, "1 + below(sides)."},
    {"random", (PyCFunction)Rng_random, METH_NOARGS, "A float in [0, 1), 53 bits."},
    {"choice", (PyCFunction)Rng_choice, METH_O, "seq[below(len(seq))]."},
    {"shuffle", (PyCFunction)Rng_shuffle, METH_O, "Fisher-Yates, in place."},
    {"sample", (PyCFunction)(void (*)(void))Rng_sample, METH_FASTCALL,
     "k distinct items: the first k steps of a Fisher-Yates on a copy."},
    {"__getstate__", (PyCFunction)Rng_getstate, METH_NOARGS, NULL},
    {"__setstate__", (PyCFunction)Rng_setstate, METH_O, NULL},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Rng_getset[] = {
    {"state", (getter)Rng_get_state, (setter)Rng_set_state, "The 64-bit state word.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject RngType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    /* named as the class rng.py exports, so pickles name seaboard.engine.rng.Rng */
    .tp_name = "seaboard.engine.rng.Rng",
    .tp_doc = "Seeded SplitMix64 (compiled). Every die, shuffle and draw in a game comes from here.",
    .tp_basicsize = sizeof(RngObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = Rng_new,
    .tp_init = (initproc)Rng_init,
    .tp_methods = Rng_methods,
    .tp_getset = Rng_getset,
    .tp_richcompare = Rng_richcompare,
    .tp_hash = (hashfunc)Rng_hash,
    .tp_repr = (reprfunc)Rng_repr,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "seaboard.engine._rng",
    "Compiled SplitMix64 for seaboard.engine.rng (the pure class there is the fallback).", -1,
    NULL,
};

PyMODINIT_FUNC PyInit__rng(void) {
    if (PyType_Ready(&RngType) < 0) {
        return NULL;
    }
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) {
        return NULL;
    }
    Py_INCREF(&RngType);
    if (PyModule_AddObject(m, "Rng", (PyObject *)&RngType) < 0) {
        Py_DECREF(&RngType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
