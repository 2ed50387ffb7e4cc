/* The Engine methods that set and solve the tables (retrograde.c does the solving): buffers
 * are held while set and released on dealloc. */
#include "core.h"

PyObject *Engine_set_table(Engine *e, PyObject *arg) {
    if (e->table_obj) {
        PyBuffer_Release(&e->table_buf);
        Py_CLEAR(e->table_obj);
        e->table = NULL;
    }
    if (arg == Py_None) Py_RETURN_NONE;
    if (PyObject_GetBuffer(arg, &e->table_buf, PyBUF_SIMPLE) < 0) return NULL;
    if (e->table_buf.len != 2024 * 2024 || e->c.n != 24) {
        PyBuffer_Release(&e->table_buf);
        PyErr_SetString(PyExc_ValueError, "not a 3-v-3 flying table of the 24-point board");
        return NULL;
    }
    Py_INCREF(arg);
    e->table_obj = arg;
    e->table = (const int8_t *)e->table_buf.buf;
    Py_RETURN_NONE;
}

/* ---- endgame tables: the Python side ----------------------------------------------------------- */

PyObject *Engine_set_endgame(Engine *e, PyObject *args) {
    int a, b;
    PyObject *buf;
    if (!PyArg_ParseTuple(args, "iiO", &a, &b, &buf)) return NULL;
    if (a < 3 || b < 3 || a > EG_MAXP || b > EG_MAXP || a + b >= e->c.n) {
        PyErr_SetString(PyExc_ValueError, "endgame tables: 3 to 9 pieces a side, an empty point");
        return NULL;
    }
    if (e->eg_obj[a][b]) {
        PyBuffer_Release(&e->eg_buf[a][b]);
        Py_CLEAR(e->eg_obj[a][b]);
        e->eg[a][b] = NULL;
    }
    if (buf == Py_None) Py_RETURN_NONE;
    if (PyObject_GetBuffer(buf, &e->eg_buf[a][b], PyBUF_SIMPLE) < 0) return NULL;
    if ((u64)e->eg_buf[a][b].len != eg_size(e->c.n, a, b)) {
        PyBuffer_Release(&e->eg_buf[a][b]);
        PyErr_Format(PyExc_ValueError, "not a %d-v-%d endgame table (wrong size)", a, b);
        return NULL;
    }
    Py_INCREF(buf);
    e->eg_obj[a][b] = buf;
    e->eg[a][b] = (const int8_t *)e->eg_buf[a][b].buf;
    Py_RETURN_NONE;
}

void eg_release_all(Engine *e) {
    for (int a = 0; a <= EG_MAXP; a++)
        for (int b = 0; b <= EG_MAXP; b++)
            if (e->eg_obj[a][b]) {
                PyBuffer_Release(&e->eg_buf[a][b]);
                Py_CLEAR(e->eg_obj[a][b]);
                e->eg[a][b] = NULL;
            }
}

/* solve_endgame(a, b, check) -> (bytes, stats): the group {T(a,b), T(b,a)} from the tables set
 * with set_endgame (every group with fewer pieces). The GIL is released while it runs. */
PyObject *Engine_solve_endgame(Engine *e, PyObject *args) {
    int a, b, check = 0;
    if (!PyArg_ParseTuple(args, "ii|p", &a, &b, &check)) return NULL;
    if (a < 3 || b < 3 || a > EG_MAXP || b > EG_MAXP || a + b >= e->c.n || e->c.line_wins ||
        e->c.passes) {
        PyErr_SetString(PyExc_ValueError,
                        "endgame tables: 3 to 9 pieces a side, an empty point, removing mills, "
                        "a blocked side loses");
        return NULL;
    }
    int n = e->c.n;
    u64 total = eg_size(n, a, b) + (a == b ? 0 : eg_size(n, b, a));
    PyObject *out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)total);
    if (!out) return NULL;
    long long stats[6] = {0};
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = eg_solve(&e->c, a, b, e->eg, (int8_t *)PyBytes_AS_STRING(out), stats, check);
    Py_END_ALLOW_THREADS
    if (rc) {
        Py_DECREF(out);
        static const char *why[] = {"", "out of memory", "a table with fewer pieces is missing",
                                    "a distance past 127 plies", "move counts disagree"};
        PyErr_Format(rc == -1 ? PyExc_MemoryError : PyExc_ValueError, "solving %d-v-%d: %s", a,
                     b, why[-rc]);
        return NULL;
    }
    return Py_BuildValue("(N(LLLLLL))", out, stats[0], stats[1], stats[2], stats[3], stats[4],
                         stats[5]);
}

PyObject *Engine_endgame_index(Engine *e, PyObject *args) {
    unsigned int me, op;
    if (!PyArg_ParseTuple(args, "II", &me, &op)) return NULL;
    if ((me | op) & ~e->c.full || me & op) {
        PyErr_SetString(PyExc_ValueError, "not a position of this board");
        return NULL;
    }
    return PyLong_FromUnsignedLongLong(eg_index(e->c.n, pc(me), pc(op), me, op));
}

void pl_release_all(Engine *e) {
    for (int k = 0; k < PL_MAXL; k++)
        if (e->pl_obj[k]) {
            PyBuffer_Release(&e->pl_buf[k]);
            Py_CLEAR(e->pl_obj[k]);
            e->pl[k] = NULL;
        }
}

/* The rules a placing solution needs: every turn one placement, a blocked side loses, room left
 * on the board when every piece is placed (no full-board rule to apply). */
static int pl_check(Engine *e, int pieces, int k) {
    const Cfg *c = &e->c;
    if (pieces < 3 || pieces > EG_MAXP || 2 * pieces >= c->n || k < 0 || k >= 2 * pieces ||
        c->lasker || c->line_wins || c->passes) {
        PyErr_SetString(PyExc_ValueError,
                        "placing tables: 3 to 9 pieces a side that leave a point empty, layers 0 "
                        "to 2 * pieces - 1, one placement a turn, removing mills, a blocked side "
                        "loses");
        return -1;
    }
    if (e->pl_pieces != pieces) {
        pl_release_all(e);
        e->pl_pieces = pieces;
        for (int j = 0; j < 2 * pieces; j++) pl_layout(c->n, pieces, j, e->pl_off[j]);
    }
    return 0;
}

/* set_placing(pieces, k, table or None): layer k of the placing phase as exact leaves. */
PyObject *Engine_set_placing(Engine *e, PyObject *args) {
    int pieces, k;
    PyObject *buf;
    if (!PyArg_ParseTuple(args, "iiO", &pieces, &k, &buf)) return NULL;
    if (pl_check(e, pieces, k)) return NULL;
    if (e->pl_obj[k]) {
        PyBuffer_Release(&e->pl_buf[k]);
        Py_CLEAR(e->pl_obj[k]);
        e->pl[k] = NULL;
    }
    if (buf == Py_None) Py_RETURN_NONE;
    if (PyObject_GetBuffer(buf, &e->pl_buf[k], PyBUF_SIMPLE) < 0) return NULL;
    u64 off[EG_MAXP + 1][EG_MAXP + 1];
    if ((u64)e->pl_buf[k].len != pl_layout(e->c.n, pieces, k, off)) {
        PyBuffer_Release(&e->pl_buf[k]);
        PyErr_Format(PyExc_ValueError, "not placing layer %d of %d pieces (wrong size)", k, pieces);
        return NULL;
    }
    Py_INCREF(buf);
    e->pl_obj[k] = buf;
    e->pl[k] = (const int8_t *)e->pl_buf[k].buf;
    Py_RETURN_NONE;
}

/* placing_layout(pieces, k) -> (mover's hand, other's hand, {(a, b): offset}, size). */
PyObject *Engine_placing_layout(Engine *e, PyObject *args) {
    int pieces, k, hm, ho;
    if (!PyArg_ParseTuple(args, "ii", &pieces, &k)) return NULL;
    if (pl_check(e, pieces, k)) return NULL;
    u64 off[EG_MAXP + 1][EG_MAXP + 1];
    u64 total = pl_layout(e->c.n, pieces, k, off);
    pl_hands(pieces, k, &hm, &ho);
    PyObject *d = PyDict_New();
    if (!d) return NULL;
    for (int a = 0; a <= EG_MAXP; a++)
        for (int b = 0; b <= EG_MAXP; b++) {
            if (off[a][b] == PL_NONE) continue;
            PyObject *key = Py_BuildValue("(ii)", a, b), *val = PyLong_FromUnsignedLongLong(off[a][b]);
            if (!key || !val || PyDict_SetItem(d, key, val)) {
                Py_XDECREF(key), Py_XDECREF(val), Py_DECREF(d);
                return NULL;
            }
            Py_DECREF(key), Py_DECREF(val);
        }
    return Py_BuildValue("(iiNK)", hm, ho, d, (unsigned long long)total);
}

/* solve_placing(pieces, k) -> (bytes, stats): layer k from layer k + 1 (set_placing) or, for the
 * last placement, from the moving tables (set_endgame). The GIL is released while it runs. */
PyObject *Engine_solve_placing(Engine *e, PyObject *args) {
    int pieces, k;
    if (!PyArg_ParseTuple(args, "ii", &pieces, &k)) return NULL;
    if (pl_check(e, pieces, k)) return NULL;
    u64 off[EG_MAXP + 1][EG_MAXP + 1];
    u64 total = pl_layout(e->c.n, pieces, k, off);
    PyObject *out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)total);
    if (!out) return NULL;
    long long stats[5] = {0};
    const int8_t *next = k + 1 < 2 * pieces ? e->pl[k + 1] : NULL;
    int rc = -2;
    if (next || k + 1 == 2 * pieces) {
        Py_BEGIN_ALLOW_THREADS
        rc = pl_solve(&e->c, pieces, k, next, (const u64(*)[EG_MAXP + 1])e->pl_off[next ? k + 1 : k],
                      e->eg, (int8_t *)PyBytes_AS_STRING(out), stats);
        Py_END_ALLOW_THREADS
    }
    if (rc) {
        Py_DECREF(out);
        PyErr_Format(PyExc_ValueError, "solving placing layer %d: %s", k,
                     rc == -2 ? "the next layer or a moving table is missing"
                              : "a distance past 127 plies");
        return NULL;
    }
    return Py_BuildValue("(N(LLLLL))", out, stats[0], stats[1], stats[2], stats[3], stats[4]);
}

