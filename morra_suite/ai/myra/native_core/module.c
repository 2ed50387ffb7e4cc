/* The Python side of the core: positions and moves in and out, setup() and the module's
 * functions (moves, play, key, evaluation, weights), and the Engine type (think, root_scores,
 * set_mode). The GIL is released while an Engine thinks. */
#include "core.h"
#include "threads.h"

#define NATIVE_VERSION 1 /* native.py checks this and SOURCE_SHA: a stale build is not used */
#ifndef SOURCE_SHA
#define SOURCE_SHA "unknown"
#endif

/* ---- Python glue --------------------------------------------------------------------------- */

#define NOCAP_CAP (1 << 20)  /* moves without a capture: far past any limit, and never overflows */
#define SECONDS_CAP 1.0e6    /* a think's budget: finite and bounded, whatever the caller says */

/* The budget and depth of a think or root_scores: a NaN, infinite or negative budget, or a
 * depth the search tables cannot hold, is refused (they would drive the time or the stack). */
static int check_budget(double seconds, int depth, int max_depth) {
    if (!(seconds >= -SECONDS_CAP && seconds <= SECONDS_CAP)) {
        PyErr_Format(PyExc_ValueError, "seconds: a finite budget within %g", SECONDS_CAP);
        return -1;
    }
    if (depth < 0 || depth > max_depth) {
        PyErr_Format(PyExc_ValueError, "depth %d: 0 to %d", depth, max_depth);
        return -1;
    }
    return 0;
}

static int read_pos(PyObject *t, Pos *p) {
    if (!PyTuple_Check(t)) {
        PyErr_SetString(PyExc_TypeError, "a position is a tuple");
        return -1;
    }
    PyObject *cells, *res;
    int n, stm, nocap;
    if (!ready) {
        PyErr_SetString(PyExc_RuntimeError, "call setup() first");
        return -1;
    }
    if (!PyArg_ParseTuple(t, "OiiOi", &cells, &n, &stm, &res, &nocap)) return -1;
    if (n != 2 && n != 3) {
        PyErr_SetString(PyExc_ValueError, "a Myra position has 2 or 3 players");
        return -1;
    }
    if (nocap < 0) {
        PyErr_SetString(PyExc_ValueError, "the moves without a capture cannot be negative");
        return -1;
    }
    memset(p, 0, sizeof(*p));
    p->n = (uint8_t)n;
    p->stm = (uint8_t)stm;
    p->nocap = nocap > NOCAP_CAP ? NOCAP_CAP : nocap; /* saturates: a search adds a ply each */
    for (int i = 0; i < 3; i++) p->queen[i] = -1;
    PyObject *cs = PySequence_Fast(cells, "cells must be a sequence");
    if (!cs) return -1;
    if (PySequence_Fast_GET_SIZE(cs) != NH) {
        Py_DECREF(cs);
        PyErr_SetString(PyExc_ValueError, "cells must hold 91 values");
        return -1;
    }
    for (int h = 0; h < NH; h++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(cs, h));
        int k = (int)(v & 7);
        if (v < 0 || v >= 8 * n || (v && (k == 0 || k == 6))) {
            Py_DECREF(cs);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "bad cell value");
            return -1;
        }
        put(p, h, (int)v);
        if (k == QK) {
            if (p->queen[v >> 3] >= 0) {
                Py_DECREF(cs);
                PyErr_SetString(PyExc_ValueError, "a player with two queens");
                return -1;
            }
            p->queen[v >> 3] = (int8_t)h;
        }
    }
    Py_DECREF(cs);
    PyObject *rs = PySequence_Fast(res, "reserves must be a sequence");
    if (!rs) return -1;
    if (PySequence_Fast_GET_SIZE(rs) != n) {
        Py_DECREF(rs);
        PyErr_SetString(PyExc_ValueError, "one reserve per player");
        return -1;
    }
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(rs, i));
        if (v < 0 || v > 25) {
            Py_DECREF(rs);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "bad reserve");
            return -1;
        }
        p->res[i] = (uint8_t)v;
    }
    Py_DECREF(rs);
    if (stm < 0 || stm >= n || p->queen[stm] < 0) {
        PyErr_SetString(PyExc_ValueError, "the player to move has no queen");
        return -1;
    }
    p->key = full_key(p);
    return 0;
}

static PyObject *pos_obj(const Pos *p) {
    PyObject *cells = PyTuple_New(NH);
    for (int h = 0; h < NH; h++) PyTuple_SET_ITEM(cells, h, PyLong_FromLong(p->cell[h]));
    PyObject *res = PyTuple_New(p->n);
    for (int i = 0; i < p->n; i++) PyTuple_SET_ITEM(res, i, PyLong_FromLong(p->res[i]));
    return Py_BuildValue("(NiiNi)", cells, (int)p->n, (int)p->stm, res, p->nocap);
}

static PyObject *move_obj(const Move *m) {
    PyObject *line = PyTuple_New(m->len);
    for (int i = 0; i < m->len; i++) PyTuple_SET_ITEM(line, i, PyLong_FromLong(m->line[i]));
    return Py_BuildValue("(iiiiN)", (int)m->kind, (int)m->frm, (int)m->to, (int)m->count, line);
}

static Move *all_moves(const Pos *p, int lines, int slow, int *n);

/* A move in from Python: every field in range, then one of the position's legal moves, or
 * ValueError (play() trusts what it is given: a move from nowhere wrote out of bounds). */
static int read_move(PyObject *t, const Pos *p, Move *m) {
    if (!PyTuple_Check(t)) {
        PyErr_SetString(PyExc_TypeError, "a move is a tuple");
        return -1;
    }
    int kind, frm, to, count;
    PyObject *line;
    if (!PyArg_ParseTuple(t, "iiiiO", &kind, &frm, &to, &count, &line)) return -1;
    if (kind < 0 || kind > PASSING || frm < -1 || frm >= NH || to < -1 || to >= NH ||
        count < 0 || count > 127) {
        PyErr_SetString(PyExc_ValueError, "not a move: kind, from, to or count out of range");
        return -1;
    }
    PyObject *ls = PySequence_Fast(line, "the line must be a sequence");
    if (!ls) return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(ls);
    if (len > 5) {
        Py_DECREF(ls);
        PyErr_SetString(PyExc_ValueError, "not a move: a line of more than five holes");
        return -1;
    }
    memset(m, 0, sizeof(*m));
    m->kind = (int8_t)kind;
    m->frm = (int8_t)frm;
    m->to = (int8_t)to;
    m->count = (int8_t)count;
    m->len = (int8_t)len;
    for (Py_ssize_t i = 0; i < len; i++) {
        long h = PyLong_AsLong(PySequence_Fast_GET_ITEM(ls, i));
        if (h < 0 || h >= NH) {
            Py_DECREF(ls);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "not a move: a hole off the board");
            return -1;
        }
        m->line[i] = (int8_t)h;
    }
    Py_DECREF(ls);
    int n;
    Move *mv = all_moves(p, 1, 1, &n);
    if (!mv) return -1;
    int found = 0;
    for (int i = 0; i < n && !found; i++) {
        const Move *x = &mv[i];
        found = x->kind == m->kind && x->frm == m->frm && x->to == m->to && x->count == m->count &&
                x->len == m->len && !memcmp(x->line, m->line, (size_t)x->len);
    }
    PyMem_Free(mv);
    if (!found) {
        PyErr_SetString(PyExc_ValueError, "not a legal move of this position");
        return -1;
    }
    return 0;
}

static u64 splitmix(u64 *s) {
    u64 z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* setup(neighbours, row_diag): the board's tables from games/myra/board.py. */
static PyObject *mod_setup(PyObject *self, PyObject *args) {
    PyObject *nbs, *rds;
    (void)self;
    if (!PyArg_ParseTuple(args, "OO", &nbs, &rds)) return NULL;
    ready = 0; /* until every table is made again */
    if (PySequence_Size(nbs) != NH || PySequence_Size(rds) != NH) {
        PyErr_SetString(PyExc_ValueError, "the board has 91 holes");
        return NULL;
    }
    int row[NH], diag[NH];
    VALID = (BB){0, 0};
    for (int g = 0; g < 128; g++) G2H[g] = -1;
    for (int h = 0; h < NH; h++) {
        PyObject *rd = PySequence_GetItem(rds, h);
        if (rd && !PyTuple_Check(rd)) {
            Py_DECREF(rd);
            PyErr_SetString(PyExc_TypeError, "a hole's (row, diagonal) is a tuple");
            return NULL;
        }
        if (!rd || !PyArg_ParseTuple(rd, "ii", &row[h], &diag[h])) {
            Py_XDECREF(rd);
            return NULL;
        }
        Py_DECREF(rd);
        if (row[h] < 1 || row[h] > NG || diag[h] < 1 || diag[h] > GW) {
            PyErr_SetString(PyExc_ValueError, "a hole off the grid");
            return NULL;
        }
        int g = (row[h] - 1) * GW + (diag[h] - 1);
        if (g < 0 || g >= NG) {
            PyErr_SetString(PyExc_ValueError, "a hole off the grid");
            return NULL;
        }
        HBIT[h] = g < 64 ? (BB){(u64)1 << g, 0} : (BB){0, (u64)1 << (g - 64)};
        G2H[g] = h;
        VALID = b_or(VALID, HBIT[h]);
    }
    for (int h = 0; h < NH; h++) {
        PyObject *item = PySequence_GetItem(nbs, h);
        if (!item) return NULL;
        PyObject *nb = PySequence_Fast(item, "neighbours");
        Py_DECREF(item);
        if (!nb) return NULL;
        NBN[h] = (int)PySequence_Fast_GET_SIZE(nb);
        if (NBN[h] > 6) NBN[h] = 6;
        NMASK[h] = (BB){0, 0};
        for (int i = 0; i < NBN[h]; i++) {
            long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(nb, i));
            if (x < 0 || x >= NH) {
                Py_DECREF(nb);
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "a neighbour off the board");
                return NULL;
            }
            NB[h][i] = (int)x;
            NMASK[h] = b_or(NMASK[h], HBIT[NB[h][i]]);
        }
        Py_DECREF(nb);
        BB check = grow(HBIT[h]);
        if (check.lo != NMASK[h].lo || check.hi != NMASK[h].hi) {
            PyErr_SetString(PyExc_ValueError, "the neighbour table is not the grid's");
            return NULL;
        }
    }
    for (int a = 0; a < NH; a++)
        for (int b = 0; b < NH; b++) {
            int dr = row[a] - row[b], dd = diag[a] - diag[b];
            int x = abs(dd), z = abs(dr), y = abs(dd - dr);
            DIST[a][b] = x > z ? (x > y ? x : y) : (z > y ? z : y);
            NEARW[a][b] = (uint8_t)(DIST[a][b] < 8 ? 8 - DIST[a][b] : 0);
        }
    for (int h = 0; h < NH; h++) ZONE1[h] = b_andnot(b_or(NMASK[h], grow(NMASK[h])), HBIT[h]);
    for (int d = 0; d < 5; d++)
        for (int a = 0; a < NH; a++) {
            BALL[d][a] = (BB){0, 0};
            for (int b = 0; b < NH; b++)
                if (DIST[a][b] <= d) BALL[d][a] = b_or(BALL[d][a], HBIT[b]);
        }
    u64 s = 0x4D797261ull; /* "Myra" */
    for (int h = 0; h < NH; h++) {
        ZC[h][0] = 0;
        for (int v = 1; v < 24; v++) ZC[h][v] = splitmix(&s);
    }
    for (int i = 0; i < 3; i++) {
        ZSTM[i] = splitmix(&s);
        ZROOT[i] = splitmix(&s);
        for (int r = 0; r < 32; r++) ZRES[i][r] = splitmix(&s);
    }
    ready = 1;
    soft_setup();
    Py_RETURN_NONE;
}

/* Every legal move of a position, however many: a buffer that grows until the list fits
 * (PyMem, for the caller to free; NULL with an error set). A mid-game with big troops and long
 * lines of single soldiers can have more than MAXMOVES moves (1,404 seen in a three-player
 * game); cut off there, the last ones generated (the produces among them) were never searched
 * at the root, nor listed by legal_moves(). */
static Move *all_moves(const Pos *p, int lines, int slow, int *n) {
    for (int cap = MAXMOVES;; cap *= 4) {
        Move *mv = PyMem_Malloc(sizeof(Move) * (size_t)cap);
        if (!mv) {
            PyErr_NoMemory();
            return NULL;
        }
        *n = gen_moves_in(p, mv, lines, slow, cap);
        if (*n < cap || cap >= (1 << 16)) return mv;
        PyMem_Free(mv);
    }
}

static PyObject *mod_legal_moves(PyObject *self, PyObject *args) {
    PyObject *pt;
    int lines = 1, slow = 1;
    (void)self;
    if (!PyArg_ParseTuple(args, "O|pi", &pt, &lines, &slow)) return NULL;
    if (slow < 0 || slow > SLOW_THREATS) {
        PyErr_Format(PyExc_ValueError, "slow %d: 0, 1 or %d (threats only)", slow, SLOW_THREATS);
        return NULL;
    }
    Pos p;
    if (read_pos(pt, &p)) return NULL;
    int n;
    Move *mv = all_moves(&p, lines, slow, &n);
    if (!mv) return NULL;
    PyObject *out = PyList_New(n);
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, move_obj(&mv[i]));
    PyMem_Free(mv);
    return out;
}

static PyObject *mod_captures(PyObject *self, PyObject *args) {
    PyObject *pt;
    (void)self;
    if (!PyArg_ParseTuple(args, "O", &pt)) return NULL;
    Pos p;
    if (read_pos(pt, &p)) return NULL;
    Move mv[MAXMOVES];
    int n = gen_captures(&p, mv);
    PyObject *out = PyList_New(n);
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, move_obj(&mv[i]));
    return out;
}

static PyObject *mod_play(PyObject *self, PyObject *args) {
    PyObject *pt, *mt;
    (void)self;
    if (!PyArg_ParseTuple(args, "OO", &pt, &mt)) return NULL;
    Pos p, c;
    Move m;
    if (read_pos(pt, &p) || read_move(mt, &p, &m)) return NULL;
    play(&p, &m, &c);
    if (c.key != full_key(&c)) {
        PyErr_SetString(PyExc_AssertionError, "incremental key differs from the full key");
        return NULL;
    }
    return pos_obj(&c);
}

static PyObject *mod_key(PyObject *self, PyObject *args) {
    PyObject *pt;
    (void)self;
    if (!PyArg_ParseTuple(args, "O", &pt)) return NULL;
    Pos p;
    if (read_pos(pt, &p)) return NULL;
    return PyLong_FromUnsignedLongLong(p.key);
}

/* The (pos, root) arguments of evaluate and share_score: 0, or -1 with the error set. A root
 * must be a player still in the game; ``three`` asks for a three-player position. */
static int pos_and_root(PyObject *args, Pos *p, int *root, int three) {
    PyObject *pt;
    if (!PyArg_ParseTuple(args, "Oi", &pt, root)) return -1;
    if (read_pos(pt, p)) return -1;
    if (three && p->n != 3) {
        PyErr_SetString(PyExc_ValueError, "a three-player position and a player still in it");
        return -1;
    }
    if (*root < 0 || *root >= p->n || p->queen[*root] < 0) {
        PyErr_SetString(PyExc_ValueError, "root must be a player still in the game");
        return -1;
    }
    return 0;
}

static PyObject *mod_evaluate(PyObject *self, PyObject *args) {
    Pos p;
    int root;
    (void)self;
    if (pos_and_root(args, &p, &root, 0)) return NULL;
    return PyLong_FromLong(evaluate(&p, root));
}

/* share_score(pos, root): how a search begun with three in play scores a three-player position
 * (the root's share of the win), also once one player is out. */
static PyObject *mod_share_score(PyObject *self, PyObject *args) {
    Pos p;
    int root;
    (void)self;
    if (pos_and_root(args, &p, &root, 1)) return NULL;
    return PyLong_FromLong(soft_evaluate(&p, root));
}

static PyObject *mod_scores(PyObject *self, PyObject *args) {
    PyObject *pt;
    (void)self;
    if (!PyArg_ParseTuple(args, "O", &pt)) return NULL;
    Pos p;
    if (read_pos(pt, &p)) return NULL;
    int s[3], matl[3], near[3], zone[3], qopen[3], ring[3][3];
    scores_of(&p, s, matl, near, zone, qopen, ring);
    PyObject *out = PyTuple_New(p.n);
    for (int i = 0; i < p.n; i++) PyTuple_SET_ITEM(out, i, PyLong_FromLong(s[i]));
    return out;
}

/* weights() -> {name: value}; set_weights({name: value}) changes some (a tuning run). */
static PyObject *mod_weights(PyObject *self, PyObject *noargs) {
    (void)self;
    (void)noargs;
    PyObject *d = PyDict_New();
    for (int i = 0; d && i < NWEIGHTS; i++) {
        PyObject *v = PyLong_FromLong(*WEIGHTS[i].w);
        if (!v || PyDict_SetItemString(d, WEIGHTS[i].name, v) < 0) {
            Py_XDECREF(v);
            Py_DECREF(d);
            return NULL;
        }
        Py_DECREF(v);
    }
    return d;
}

static PyObject *mod_set_weights(PyObject *self, PyObject *args) {
    PyObject *d, *k, *v;
    Py_ssize_t pos = 0;
    (void)self;
    if (!PyArg_ParseTuple(args, "O!", &PyDict_Type, &d)) return NULL;
    while (PyDict_Next(d, &pos, &k, &v)) {
        const char *name = PyUnicode_AsUTF8(k);
        if (!name) return NULL;
        int i = 0;
        while (i < NWEIGHTS && strcmp(WEIGHTS[i].name, name)) i++;
        if (i == NWEIGHTS) {
            PyErr_Format(PyExc_ValueError, "%s: not a weight of the Myra evaluation", name);
            return NULL;
        }
        long x = PyLong_AsLong(v);
        if (x == -1 && PyErr_Occurred()) return NULL;
        if (x < -100000 || x > 100000 || (WEIGHTS[i].w == &W_SOFT && x < 1)) {
            PyErr_Format(PyExc_ValueError, "%s=%ld: out of range", name, x);
            return NULL;
        }
        *WEIGHTS[i].w = (int)x;
    }
    soft_setup();
    Py_RETURN_NONE;
}

/* ---- the Engine type ----------------------------------------------------------------------- */

/* The big tables (the transposition table, the evaluation cache) in huge pages where the system
 * gives them on request (Linux's transparent huge pages "madvise"): a node's probes go to random
 * places of megabytes, and with small pages most of them also miss the address translation
 * cache. Zeroed like calloc's; elsewhere it is calloc. */
#if defined(__linux__)
#include <sys/mman.h>
#define HUGE (2u << 20)
static void *table_alloc(size_t size) {
    size_t len = (size + HUGE - 1) / HUGE * HUGE + HUGE;
    char *base = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return NULL;
    char *at = (char *)(((uintptr_t)base + sizeof(size_t) * 2 + HUGE - 1) / HUGE * HUGE);
    madvise(at, len - (size_t)(at - base), MADV_HUGEPAGE);
    ((size_t *)at)[-1] = len;
    ((char **)at)[-2] = base;
    return at;
}
static void table_free(void *at) {
    if (at) munmap(((char **)at)[-2], ((size_t *)at)[-1]);
}
#else
static void *table_alloc(size_t size) { return PyMem_Calloc(1, size); }
static void table_free(void *at) { PyMem_Free(at); }
#endif

static int Engine_init(Engine *e, PyObject *args, PyObject *kw) {
    int bits = 20;
    (void)kw;
    if (!PyArg_ParseTuple(args, "|i", &bits)) return -1;
    if (bits < 10 || bits > 26) {
        PyErr_SetString(PyExc_ValueError, "tt_bits must be 10..26");
        return -1;
    }
    table_free(e->tt);
    PyMem_Free(e->mstack);
    PyMem_Free(e->later);
    e->tt_bits = bits;
    e->tt = table_alloc(((size_t)1 << bits) * sizeof(TTE));
    e->mstack = PyMem_Malloc(sizeof(Move) * MAXMOVES * MAXPLY);
    e->later = PyMem_Malloc(sizeof(u64) * MAXMOVES * MAXPLY);
    table_free(e->ecache);
    e->ecache = table_alloc(((size_t)1 << EC_BITS) * sizeof(ECE));
    if (!e->tt || !e->mstack || !e->later || !e->ecache) {
        PyErr_NoMemory();
        return -1;
    }
    memset(e->hist, 0, sizeof(e->hist));
    memset(e->killers, 0, sizeof(e->killers));
    if (e->threads < 1) e->threads = 1;
    return 0;
}

static void Engine_dealloc(Engine *e) {
    smp_release(e);
    table_free(e->tt);
    PyMem_Free(e->mstack);
    PyMem_Free(e->later);
    table_free(e->ecache);
    Py_TYPE(e)->tp_free((PyObject *)e);
}

static int begin(Engine *e, const Pos *p, PyObject *seen, double seconds, PyObject *cancel,
                 int limit) {
    if (!e->tt) {
        PyErr_SetString(PyExc_RuntimeError, "Engine() was not initialised");
        return -1;
    }
    e->npath = 0;
    PyObject *sq = PySequence_Fast(seen, "seen must be a sequence of keys");
    if (!sq) return -1;
    Py_ssize_t ns = PySequence_Fast_GET_SIZE(sq);
    if (ns > 500) ns = 500;
    Py_ssize_t first = PySequence_Fast_GET_SIZE(sq) - ns;
    for (Py_ssize_t i = 0; i < ns; i++) {
        e->path[e->npath] = PyLong_AsUnsignedLongLongMask(PySequence_Fast_GET_ITEM(sq, first + i));
        e->irr[e->npath] = 0;
        e->npath++;
    }
    Py_DECREF(sq);
    if (PyErr_Occurred()) return -1; /* a key that is no number */
    (void)p;
    e->root = p->stm;
    e->three = p->n == 3 && alive_count(p) == 3;
    memset(e->unguard, 0, sizeof(e->unguard));
    e->stop = 0;
    e->nodes = 0;
    e->cancel = cancel;
    e->budget = seconds;
    e->deadline = clock_of(e) + seconds;
    e->limit = limit;
    for (int i = 0; i <= NH; i++)
        for (int j = 0; j < NH; j++) e->hist[i][j] /= 8;
    memset(e->killers, 0, sizeof(e->killers));
    memset(e->nulled, 0, sizeof(e->nulled));
    e->hlen = 0;
    e->staging = 0;
    return 0;
}

static int cmp_scored(const void *a, const void *b) {
    int x = ((const Scored *)a)->score, y = ((const Scored *)b)->score;
    return (x < y) - (x > y);
}

static PyObject *scored_list(Scored *res, int n) {
    PyObject *out = PyList_New(n);
    for (int i = 0; i < n; i++)
        PyList_SET_ITEM(out, i, Py_BuildValue("(Ni)", move_obj(&res[i].m), res[i].score));
    return out;
}

/* think(pos, seconds, max_depth, cancel, seen, limit) -> (score, depth, nodes, scored)
 * scored: (move, score) best first, from the last finished depth (improved by moves of an
 * unfinished one that beat the previous best). */
static PyObject *Engine_think(Engine *e, PyObject *args) {
    PyObject *pt, *cancel, *seen;
    double seconds;
    int max_depth, limit;
    if (!PyArg_ParseTuple(args, "OdiOOi", &pt, &seconds, &max_depth, &cancel, &seen, &limit))
        return NULL;
    Pos p;
    if (check_budget(seconds, 0, 0) || read_pos(pt, &p)) return NULL;
    double start = clock_of(e);
    if (begin(e, &p, seen, seconds, cancel, limit)) return NULL;
    e->exact = 0;
    int n;
    Move *mv = all_moves(&p, 1, 1, &n);
    if (!mv) return NULL;
    Scored *res = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    Scored *work = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    int *key = PyMem_Malloc(sizeof(int) * (size_t)n);
    if (!res || !work || !key) {
        PyMem_Free(mv);
        PyMem_Free(res);
        PyMem_Free(work);
        PyMem_Free(key);
        return PyErr_NoMemory();
    }
    /* First order: captures by victim, then the generator's order. */
    order_moves(e, &p, mv, n, key, 0, 0);
    for (int i = 0; i < n; i++) {
        pick(mv, key, i, n);
        res[i].m = mv[i];
        res[i].score = 0;
    }
    PyMem_Free(mv);
    PyMem_Free(key);
    int depth_done = 0;
    int own_better = 0; /* this thread's unfinished iteration replaced the best move */
    e->ts = PyEval_SaveThread();
    smp_start(e, &p, res, n, max_depth);
    for (int d = 1; d <= max_depth && d < MAXPLY - 8; d++) {
        smp_lead(e, d);
        memcpy(work, res, sizeof(Scored) * (size_t)n);
        int done = root_pass(e, &p, work, n, d, 0);
        if (done < n) {
            /* Unfinished: a move searched fully that beats the previous best is kept. */
            if (depth_done == 0) {
                if (done > 0) {
                    qsort(work, (size_t)done, sizeof(Scored), cmp_scored);
                    memcpy(res, work, sizeof(Scored) * (size_t)done);
                }
            } else if (done > 1) {
                int bi = 0;
                for (int i = 1; i < done; i++)
                    if (work[i].score > work[bi].score) bi = i;
                own_better = bi > 0 && work[bi].score > work[0].score;
                if (own_better) {
                    /* work[0] is the previous best move (res[0]); move the new one in front */
                    Scored nb = work[bi];
                    for (int i = 0; i < n; i++)
                        if (memcmp(&res[i].m, &nb.m, sizeof(Move)) == 0) {
                            memmove(&res[1], &res[0], sizeof(Scored) * (size_t)i);
                            res[0] = nb;
                            break;
                        }
                }
            }
            break;
        }
        /* PVS scores after the first are bounds; sorting them keeps the best first. */
        int best = 0;
        for (int i = 1; i < n; i++)
            if (work[i].score > work[best].score) best = i;
        Scored top = work[best];
        memmove(&work[1], &work[0], sizeof(Scored) * (size_t)best);
        work[0] = top;
        qsort(work + 1, (size_t)(n - 1), sizeof(Scored), cmp_scored);
        memcpy(res, work, sizeof(Scored) * (size_t)n);
        depth_done = d;
        if (res[0].score >= WIN_BOUND || res[0].score <= -WIN_BOUND) break;
        if (n == 1) break;
        /* An iteration costs a few times the last: one begun late would not finish (an
         * unfinished one still improves the move, so the bar is not low). */
        if (clock_of(e) - start > 0.6 * seconds) break;
    }
    smp_finish(e);
    /* a helper that finished a deeper iteration than this thread: its move is the better one,
     * unless this thread's is proven (the table can lend a shallow iteration a proof) */
    Scored deeper;
    int deeper_depth = 0;
    if (res[0].score < WIN_BOUND && res[0].score > -WIN_BOUND)
        deeper_depth = smp_best(e, depth_done, &deeper);
    for (int i = 0; deeper_depth && i < n; i++)
        if (memcmp(&res[i].m, &deeper.m, sizeof(Move)) == 0) {
            memmove(&res[1], &res[0], sizeof(Scored) * (size_t)i);
            res[0] = deeper;
            depth_done = deeper_depth;
            break;
        }
    /* none deeper: a move a helper proved better than this thread's best in the iteration
     * they shared and did not finish (the threads split its moves, see smp.c) */
    if (!deeper_depth && !own_better && depth_done > 0 && res[0].score < WIN_BOUND &&
        res[0].score > -WIN_BOUND && smp_partial(e, depth_done + 1, &res[0].m, &deeper))
        for (int i = 1; i < n; i++)
            if (memcmp(&res[i].m, &deeper.m, sizeof(Move)) == 0) {
                memmove(&res[1], &res[0], sizeof(Scored) * (size_t)i);
                res[0] = deeper;
                break;
            }
    PyEval_RestoreThread(e->ts);
    e->ts = NULL;
    e->cancel = NULL;
    PyObject *scored = scored_list(res, n);
    PyObject *out = Py_BuildValue("(iiLN)", res[0].score, depth_done, e->nodes, scored);
    PyMem_Free(res);
    PyMem_Free(work);
    return out;
}

/* root_scores(pos, depth, seen, limit) -> [(move, score)] in generation order: every root move
 * with its exact score at `depth` (no table, no reductions: the same numbers as reference.py). */
static PyObject *Engine_root_scores(Engine *e, PyObject *args) {
    PyObject *pt, *seen;
    int depth, limit;
    if (!PyArg_ParseTuple(args, "OiOi", &pt, &depth, &seen, &limit)) return NULL;
    Pos p;
    if (check_budget(0.0, depth, MAXPLY - 8) || read_pos(pt, &p)) return NULL;
    if (begin(e, &p, seen, 3600.0, Py_None, limit)) return NULL;
    e->exact = 1;
    int n;
    Move *mv = all_moves(&p, 1, 1, &n);
    if (!mv) return NULL;
    Scored *res = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    if (!res) {
        PyMem_Free(mv);
        return PyErr_NoMemory();
    }
    for (int i = 0; i < n; i++) res[i].m = mv[i];
    PyMem_Free(mv);
    e->ts = PyEval_SaveThread();
    root_pass(e, &p, res, n, depth, 1);
    PyEval_RestoreThread(e->ts);
    e->ts = NULL;
    e->exact = 0;
    PyObject *out = scored_list(res, n);
    PyMem_Free(res);
    return Py_BuildValue("(NL)", out, e->nodes);
}

static PyObject *Engine_set_mode(Engine *e, PyObject *args) {
    int mode;
    if (!PyArg_ParseTuple(args, "i", &mode)) return NULL;
    if (mode != MODE_PARANOID && mode != MODE_BRS) {
        PyErr_Format(PyExc_ValueError, "mode %d: 0 (paranoid) or 1 (best reply)", mode);
        return NULL;
    }
    e->mode = mode;
    Py_RETURN_NONE;
}

/* set_threads(n): the threads a think uses, 1 to MAX_THREADS (1: repeatable node counts). */
static PyObject *Engine_set_threads(Engine *e, PyObject *arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (n < 1 || n > MAX_THREADS) {
        PyErr_Format(PyExc_ValueError, "threads %ld: 1 to %d", n, MAX_THREADS);
        return NULL;
    }
    e->threads = (int)n;
    Py_RETURN_NONE;
}

/* set_clock(kind): the clock of the budgets, 0 the wall clock, 1 each thread's CPU time. */
static PyObject *Engine_set_clock(Engine *e, PyObject *arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (n != 0 && n != 1) {
        PyErr_Format(PyExc_ValueError, "clock %ld: 0 (wall) or 1 (CPU time)", n);
        return NULL;
    }
    e->cpu_clock = (int)n;
    Py_RETURN_NONE;
}

static PyMethodDef Engine_methods[] = {
    {"set_clock", (PyCFunction)Engine_set_clock, METH_O,
     "set_clock(kind): budgets on the wall clock (0) or on each search thread's CPU time (1)."},
    {"set_threads", (PyCFunction)Engine_set_threads, METH_O,
     "set_threads(n): search on n threads (Lazy SMP; 1 to 64, 1 is repeatable)."},
    {"set_mode", (PyCFunction)Engine_set_mode, METH_VARARGS,
     "set_mode(0 paranoid | 1 best reply): how three players are searched."},
    {"think", (PyCFunction)Engine_think, METH_VARARGS,
     "think(pos, seconds, max_depth, cancel, seen, limit) -> (score, depth, nodes, scored)."},
    {"root_scores", (PyCFunction)Engine_root_scores, METH_VARARGS,
     "root_scores(pos, depth, seen, limit) -> (scored, nodes): exact scores of every root move."},
    {NULL, NULL, 0, NULL}};

static PyTypeObject EngineType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "morra_suite.ai.myra._native.Engine",
    .tp_basicsize = sizeof(Engine),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Myra search tables (transposition table, killers, history); not thread-safe.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Engine_init,
    .tp_dealloc = (destructor)Engine_dealloc,
    .tp_methods = Engine_methods,
};

static PyMethodDef module_methods[] = {
    {"setup", mod_setup, METH_VARARGS, "setup(neighbours, row_diag): the board's tables."},
    {"legal_moves", mod_legal_moves, METH_VARARGS, "legal_moves(pos, lines=True, slow=True)."},
    {"captures", mod_captures, METH_VARARGS, "captures(pos): the side to move's captures."},
    {"play", mod_play, METH_VARARGS, "play(pos, move) -> pos."},
    {"key", mod_key, METH_VARARGS, "key(pos) -> the Zobrist key."},
    {"evaluate", mod_evaluate, METH_VARARGS, "evaluate(pos, root) -> score for root."},
    {"share_score", mod_share_score, METH_VARARGS,
     "share_score(pos, root) -> the root's share of the win as a score (three players)."},
    {"scores", mod_scores, METH_VARARGS, "scores(pos) -> each player's own score."},
    {"weights", mod_weights, METH_NOARGS, "weights() -> the evaluation's weights by name."},
    {"set_weights", mod_set_weights, METH_VARARGS, "set_weights({name: value})."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef moduledef = {PyModuleDef_HEAD_INIT, "_native",
                                       "Myra's native search core.", -1, module_methods,
                                       NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__native(void) {
    if (PyType_Ready(&EngineType) < 0) return NULL;
    PyObject *m = PyModule_Create(&moduledef);
    if (!m) return NULL;
    Py_INCREF(&EngineType);
    if (PyModule_AddObject(m, "Engine", (PyObject *)&EngineType) < 0) {
        Py_DECREF(&EngineType);
        Py_DECREF(m);
        return NULL;
    }
    PyModule_AddIntConstant(m, "VERSION", NATIVE_VERSION);
    PyModule_AddStringConstant(m, "SOURCE_SHA", SOURCE_SHA);
    PyModule_AddIntConstant(m, "WIN", WIN);
    PyModule_AddIntConstant(m, "WIN_BOUND", WIN_BOUND);
    return m;
}

