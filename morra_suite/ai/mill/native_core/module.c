/* The mill engine's native search core: the same bitboards, moves, evaluation and search as the
 * pure-Python engine (engine.py, search.py), about a hundred times faster.
 *
 * Why it mirrors the Python code line for line instead of being cleverer: the tests run both on
 * random positions of every preset and demand the same legal moves, the same evaluation and the
 * same fixed-depth scores, so any mistake in either side shows up as a disagreement. Everything a
 * rule changes comes in as data (the board's masks, the rule flags, the Zobrist keys of engine.py,
 * the evaluation weights), so one compiled search plays every board of the family.
 *
 * The search releases the GIL while it thinks and takes it back every POLL_EVERY nodes to ask the
 * caller's cancel callable; the clock is read at the same moments, so a think ends within a few
 * milliseconds of its budget or of being cancelled.
 *
 * This file is the module's glue (the Engine type, positions and moves in and out, think and
 * root_scores); core.h lists the files of the other jobs.
 */
#include "core.h"
#include "threads.h"

#define NATIVE_VERSION 1 /* native.py checks this and SOURCE_SHA: a stale build is not used */
#ifndef SOURCE_SHA
#define SOURCE_SHA "unknown"
#endif

/* ---- Python glue ----------------------------------------------------------------------------- */

#define QUIET_CAP (1 << 20) /* moves without a removal: far past any limit, never overflows */
#define MARGIN_SHARE 0.04 /* of a think's budget, kept back for the return path */
#define MARGIN_FIXED 0.001 /* seconds kept back besides: the poll's interval and the join */
#define SECONDS_CAP 1.0e6   /* a think's budget: finite and bounded, whatever the caller says */
#define CONTEMPT_CAP 10000  /* a draw's score: well inside the win scores */
#define WEIGHT_CAP 100000   /* an evaluation weight: products with counts stay in an int */
#define LIMIT_CAP 1000000   /* the rules' move counters */

/* The budget, depth and contempt of a think or root_scores: a NaN, infinite or negative budget,
 * a depth the search tables cannot hold or a contempt past the win scores is refused. */
static int check_budget(double seconds, int depth, int max_depth, int contempt) {
    if (!(seconds >= -SECONDS_CAP && seconds <= SECONDS_CAP)) {
        PyErr_Format(PyExc_ValueError, "seconds: a finite budget within %g", SECONDS_CAP);
        return -1;
    }
    if (depth < 0 || depth > max_depth) {
        PyErr_Format(PyExc_ValueError, "depth %d: 0 to %d", depth, max_depth);
        return -1;
    }
    if (contempt < -CONTEMPT_CAP || contempt > CONTEMPT_CAP) {
        PyErr_Format(PyExc_ValueError, "contempt %d: -%d to %d", contempt, CONTEMPT_CAP,
                     CONTEMPT_CAP);
        return -1;
    }
    return 0;
}

static int read_u32_list(PyObject *seq, u32 *out, int maxn, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > maxn) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: too many entries", what);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = (u32)PyLong_AsUnsignedLongMask(PySequence_Fast_GET_ITEM(fast, i));
    }
    Py_DECREF(fast);
    if (PyErr_Occurred()) return -1;
    return (int)n;
}

static int read_u64_list(PyObject *seq, u64 *out, int n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) < n) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: too few entries", what);
        return -1;
    }
    for (int i = 0; i < n; i++)
        out[i] = PyLong_AsUnsignedLongLongMask(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : 0;
}

static int read_pos(Engine *e, PyObject *t, Pos *p) {
    if (!PyTuple_Check(t)) {
        PyErr_SetString(PyExc_TypeError, "a position is a tuple");
        return -1;
    }
    unsigned long b0, b1;
    if (!e->tt) {
        PyErr_SetString(PyExc_RuntimeError, "Engine() was not initialised");
        return -1;
    }
    int h0, h1, side, quiet;
    if (!PyArg_ParseTuple(t, "kkiiii", &b0, &b1, &h0, &h1, &side, &quiet)) return -1;
    if (h0 < 0 || h0 > 15 || h1 < 0 || h1 > 15 || (side != 0 && side != 1) ||
        ((b0 | b1) & ~(unsigned long)e->c.full) || (b0 & b1) || quiet < 0) {
        PyErr_SetString(PyExc_ValueError, "not a position of this board");
        return -1;
    }
    p->bb[0] = (u32)b0;
    p->bb[1] = (u32)b1;
    p->hand[0] = h0;
    p->hand[1] = h1;
    p->side = side;
    p->quiet = quiet > QUIET_CAP ? QUIET_CAP : quiet; /* saturates: a search adds a ply each */
    p->key = zobrist(&e->c, p);
    return 0;
}

static PyObject *move_obj(u64 m) {
    if (MV_TO(m) == 31) return Py_BuildValue("(ii())", -2, -2);
    int frm = MV_FROM(m) == PLACE ? -1 : MV_FROM(m);
    u32 rem = MV_REM(m);
    PyObject *rems = PyTuple_New(pc(rem));
    if (!rems) return NULL;
    int i = 0;
    for (; rem; rem &= rem - 1) PyTuple_SET_ITEM(rems, i++, PyLong_FromLong(lsb(rem)));
    return Py_BuildValue("(iiN)", frm, MV_TO(m), rems);
}

/* A move in from Python: a pass, or from/to/removals in range, and then one of the position's
 * legal moves, else ValueError (a removal of 32 or more made ``1u << removal`` undefined, and
 * play() trusts what it is given). */
static int move_from_obj(Engine *e, const Pos *p, PyObject *o, u64 *m) {
    if (!PyTuple_Check(o)) {
        PyErr_SetString(PyExc_TypeError, "a move is a tuple");
        return -1;
    }
    int frm, to;
    PyObject *rems;
    if (!PyArg_ParseTuple(o, "iiO", &frm, &to, &rems)) return -1;
    int n = e->c.n;
    if (to == -2) {
        *m = PASS_MV;
    } else {
        if (frm < -1 || frm >= n || to < 0 || to >= n) {
            PyErr_SetString(PyExc_ValueError, "not a move: a point off the board");
            return -1;
        }
        u32 rem = 0;
        PyObject *fast = PySequence_Fast(rems, "removals");
        if (!fast) return -1;
        Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
        for (Py_ssize_t i = 0; i < count && i < 32; i++) {
            long r = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
            if (r < 0 || r >= n) {
                Py_DECREF(fast);
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "not a move: a removal off the board");
                return -1;
            }
            rem |= 1u << r;
        }
        Py_DECREF(fast);
        if (count >= 32) {
            PyErr_SetString(PyExc_ValueError, "not a move: more removals than points");
            return -1;
        }
        *m = MV(frm < 0 ? PLACE : frm, to, rem);
    }
    u64 mv[MAXMOVES];
    int k = gen_moves(&e->c, p, mv);
    for (int i = 0; i < k; i++)
        if (mv[i] == *m) return 0;
    PyErr_SetString(PyExc_ValueError, "not a legal move of this position");
    return -1;
}

static int Engine_init(Engine *e, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"n",  "adjacent", "mills", "flags", "zpoint", "zhand",
                             "zside", "weights", "tt_bits", NULL};
    int n, tt_bits = 20;
    PyObject *adj, *mills, *flags, *zpoint, *zhand, *weights;
    unsigned long long zside;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "iOOOOOKO|i", kwlist, &n, &adj, &mills, &flags,
                                     &zpoint, &zhand, &zside, &weights, &tt_bits))
        return -1;
    Cfg *c = &e->c;
    memset(c, 0, sizeof *c);
    if (n < 3 || n > 24 || tt_bits < 4 || tt_bits > 26) {
        PyErr_SetString(PyExc_ValueError, "board of 3 to 24 points, tt_bits 4 to 26");
        return -1;
    }
    c->n = n;
    c->full = n == 32 ? 0xFFFFFFFFu : ((1u << n) - 1);
    if (read_u32_list(adj, c->adj, 24, "adjacent") != n) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "adjacent: one mask a point");
        return -1;
    }
    for (int q = 0; q < n; q++)
        if ((c->adj[q] & ~c->full) || (c->adj[q] >> q & 1)) {
            PyErr_SetString(PyExc_ValueError, "adjacent: a neighbour off the board or itself");
            return -1;
        }
    int nm = read_u32_list(mills, c->mills, 32, "mills");
    if (nm < 0) return -1;
    for (int i = 0; i < nm; i++)
        if (!c->mills[i] || (c->mills[i] & ~c->full)) {
            PyErr_SetString(PyExc_ValueError, "mills: a line off the board or empty");
            return -1;
        }
    c->nmills = nm;
    for (int i = 0; i < nm; i++)
        for (int q = 0; q < n; q++)
            if ((c->mills[i] >> q) & 1) {
                if (c->nat[q] >= 4) {
                    PyErr_SetString(PyExc_ValueError, "more than four lines through a point");
                    return -1;
                }
                c->mills_at[q][c->nat[q]++] = c->mills[i];
            }
    u32 f[11];
    if (read_u32_list(flags, f, 11, "flags") != 11) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "flags: eleven values");
        return -1;
    }
    for (int i = 0; i < 11; i++) {
        u32 most = i == 1 ? (u32)n : (i >= 9 ? LIMIT_CAP : 1);
        if (f[i] > most) {
            PyErr_Format(PyExc_ValueError, "flags[%d]: 0 to %u", i, most);
            return -1;
        }
    }
    c->flying = f[0], c->fly_at = f[1], c->line_wins = f[2], c->per_mill = f[3];
    c->remove_any = f[4], c->lasker = f[5], c->first_loses = f[6], c->passes = f[7];
    c->repetition = f[8], c->quiet_limit = f[9], c->endgame_limit = f[10];
    PyObject *fz = PySequence_Fast(zpoint, "zpoint");
    if (!fz) return -1;
    if (PySequence_Fast_GET_SIZE(fz) != 2 ||
        read_u64_list(PySequence_Fast_GET_ITEM(fz, 0), c->zp[0], 24, "zpoint") ||
        read_u64_list(PySequence_Fast_GET_ITEM(fz, 1), c->zp[1], 24, "zpoint")) {
        Py_DECREF(fz);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "zpoint: two lists");
        return -1;
    }
    Py_DECREF(fz);
    fz = PySequence_Fast(zhand, "zhand");
    if (!fz) return -1;
    if (PySequence_Fast_GET_SIZE(fz) != 2 ||
        read_u64_list(PySequence_Fast_GET_ITEM(fz, 0), c->zh[0], 16, "zhand") ||
        read_u64_list(PySequence_Fast_GET_ITEM(fz, 1), c->zh[1], 16, "zhand")) {
        Py_DECREF(fz);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "zhand: two lists");
        return -1;
    }
    Py_DECREF(fz);
    c->zside = zside;
    u32 w[NW];
    if (read_u32_list(weights, w, NW, "weights") != NW) {
        if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "weights: %d values", NW);
        return -1;
    }
    for (int i = 0; i < NW; i++) {
        c->w[i] = (int)w[i];
        if (c->w[i] < -WEIGHT_CAP || c->w[i] > WEIGHT_CAP) {
            PyErr_Format(PyExc_ValueError, "weights[%d]: -%d to %d", i, WEIGHT_CAP, WEIGHT_CAP);
            return -1;
        }
    }
    PyMem_Free(e->tt);
    e->tt = PyMem_Calloc((size_t)1 << tt_bits, sizeof(TTEntry));
    e->tt_mask = ((u64)1 << tt_bits) - 1;
    if (!e->mstack) e->mstack = PyMem_Malloc(MSTACK * sizeof(u64));
    if (!e->sstack) e->sstack = PyMem_Malloc(MSTACK * sizeof(int));
    if (!e->tt || !e->mstack || !e->sstack) {
        PyErr_NoMemory();
        return -1;
    }
    e->use_tt = 1;
    e->root_side = -1;
    if (e->threads < 1) e->threads = 1;
    return 0;
}

static void Engine_dealloc(Engine *e) {
    smp_release(e);
    PyMem_Free(e->tt);
    PyMem_Free(e->mstack);
    PyMem_Free(e->sstack);
    eg_release_all(e);
    pl_release_all(e);
    if (e->table_obj) {
        PyBuffer_Release(&e->table_buf);
        Py_DECREF(e->table_obj);
    }
    Py_TYPE(e)->tp_free((PyObject *)e);
}

static PyObject *Engine_clear(Engine *e, PyObject *Py_UNUSED(unused)) {
    if (!e->tt) Py_RETURN_NONE;
    memset(e->tt, 0, (size_t)(e->tt_mask + 1) * sizeof(TTEntry));
    memset(e->hist, 0, sizeof e->hist);
    for (int i = 0; i < MAXPLY; i++) e->killers[i][0] = e->killers[i][1] = NO_MOVE;
    Py_RETURN_NONE;
}

static PyObject *Engine_key(Engine *e, PyObject *arg) {
    Pos p;
    if (read_pos(e, arg, &p)) return NULL;
    return PyLong_FromUnsignedLongLong(p.key);
}

static PyObject *Engine_legal_moves(Engine *e, PyObject *arg) {
    Pos p;
    if (read_pos(e, arg, &p)) return NULL;
    u64 mv[MAXMOVES];
    int n = gen_moves(&e->c, &p, mv);
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *m = move_obj(mv[i]);
        if (!m) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, m);
    }
    return out;
}

static PyObject *Engine_evaluate(Engine *e, PyObject *arg) {
    Pos p;
    if (read_pos(e, arg, &p)) return NULL;
    return PyLong_FromLong(evaluate(&e->c, &p));
}

/* Sets up one think: the path of earlier positions, the budget, the cancel callable. */
static int begin(Engine *e, const Pos *p, PyObject *seen, double seconds, PyObject *cancel,
                 int contempt) {
    e->npath = 0;
    memset(e->repcount, 0, sizeof e->repcount);
    if (seen && seen != Py_None) {
        PyObject *it = PyObject_GetIter(seen);
        if (!it) return -1;
        PyObject *k;
        while ((k = PyIter_Next(it))) {
            u64 key = PyLong_AsUnsignedLongLongMask(k);
            Py_DECREF(k);
            if (e->npath < 1024) path_push(e, key);
        }
        Py_DECREF(it);
        if (PyErr_Occurred()) return -1;
    }
    if (p->side != e->root_side || contempt != e->contempt)
        memset(e->tt, 0, (size_t)(e->tt_mask + 1) * sizeof(TTEntry)); /* draws depend on it */
    e->root_side = p->side;
    e->contempt = contempt;
    e->nodes = 0;
    e->depth_reached = 0;
    e->stop = 0;
    e->msp = 0;
    e->budget = seconds;
    e->deadline = clock_of(e) + seconds;
    e->cancel = cancel;
    e->gen = e->gen % 255 + 1;
    for (int a = 0; a < 25; a++)
        for (int b = 0; b < 24; b++) e->hist[a][b] /= 8;
    return 0;
}

typedef struct {
    u64 m;
    int s;
} Scored;

static void sort_scored(Scored *r, int n) {
    for (int i = 1; i < n; i++) {
        Scored x = r[i];
        int j = i - 1;
        while (j >= 0 && r[j].s < x.s) {
            r[j + 1] = r[j];
            j--;
        }
        r[j + 1] = x;
    }
}

static PyObject *scored_list(Scored *r, int n) {
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *m = move_obj(r[i].m);
        if (!m) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, Py_BuildValue("(Ni)", m, r[i].s));
    }
    return out;
}

/* think(pos, seconds, max_depth, cancel, seen, contempt) -> (score, depth, nodes, scored) */
static PyObject *Engine_think(Engine *e, PyObject *args) {
    PyObject *pos_t, *cancel, *seen;
    double seconds;
    int max_depth, contempt;
    if (!PyArg_ParseTuple(args, "OdiOOi", &pos_t, &seconds, &max_depth, &cancel, &seen,
                          &contempt))
        return NULL;
    Pos p;
    if (check_budget(seconds, 0, 0, contempt) || read_pos(e, pos_t, &p)) return NULL;
    double start = clock_of(e);
    /* A little slack for the return path: the budget is a promise. The search polls the clock
     * every POLL_EVERY nodes (well under a millisecond) and the helpers are joined at once, so
     * the slack is a share of the budget, not the 20 ms that took a third of a 0.1 s think. */
    double keep = e->old_margin ? 0.85 * seconds - 0.02
                                : (1.0 - MARGIN_SHARE) * seconds - MARGIN_FIXED;
    if (begin(e, &p, seen, keep, cancel, contempt)) return NULL;
    u64 *mv = e->mstack;
    int n = gen_moves(&e->c, &p, mv);
    if (!n) {
        PyErr_SetString(PyExc_ValueError, "no legal move to choose from");
        return NULL;
    }
    Scored *res = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    Scored *cur = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    int *sc = PyMem_Malloc(sizeof(int) * (size_t)n);
    if (!res || !cur || !sc) {
        PyMem_Free(res);
        PyMem_Free(cur);
        PyMem_Free(sc);
        return PyErr_NoMemory();
    }
    u64 *rm = PyMem_Malloc(sizeof(u64) * (size_t)n);
    int *defer = PyMem_Malloc(sizeof(int) * (size_t)n);
    if (!rm || !defer) {
        PyMem_Free(res);
        PyMem_Free(cur);
        PyMem_Free(sc);
        PyMem_Free(rm);
        PyMem_Free(defer);
        return PyErr_NoMemory();
    }
    memcpy(rm, mv, sizeof(u64) * (size_t)n);
    order(e, &p, rm, sc, n, NO_MOVE, 0);
    e->reduce = e->reductions;
    e->prune = e->pruning;
    e->watching = e->watch;
    for (int i = 0; i < n; i++) res[i].m = rm[i], res[i].s = 0;
    e->ts = PyEval_SaveThread();
    smp_start(e, &p, rm, n, max_depth);
    int own_better = 0; /* this thread's unfinished iteration replaced the best move */
    if (n > 1) {
        path_push(e, p.key);
        RootWalk w;
        for (int depth = 1; depth <= max_depth; depth++) {
            smp_lead(e, depth);
            int alpha = -INF, i;
            /* the root moves in this iteration's order; with helpers, one another thread is
             * searching is put off to the end (root_next); `sc` marks the moves searched */
            for (i = 0; i < n; i++) rm[i] = res[i].m, sc[i] = 0;
            root_walk(&w, e->smp, 0, n, defer);
            while ((i = root_next(&w, rm, depth)) >= 0) {
                Pos q;
                play(&e->c, &p, res[i].m, &q);
                int v;
                if (i == 0) {
                    v = -pvs(e, &q, depth - 1, -INF, INF, 1);
                } else {
                    v = -pvs(e, &q, depth - 1, -alpha - 1, -alpha, 1);
                    if (!e->stop && v > alpha) v = -pvs(e, &q, depth - 1, -INF, -alpha, 1);
                }
                if (e->stop) break;
                sc[i] = 1;
                cur[i].m = res[i].m;
                /* moves refuted by a null window only have an upper bound: keep them behind */
                cur[i].s = (v > alpha || i == 0) ? v : (v < alpha - 1 ? v : alpha - 1);
                if (v > alpha) alpha = v;
            }
            root_done(&w);
            if (e->stop) {
                /* An unfinished iteration still proves a move better than the last best one
                 * when that one was searched first and another beat it with a full window. */
                int better = -1;
                for (int j = 1; j < n && sc[0]; j++)
                    if (sc[j] && cur[j].s > cur[0].s && (better < 0 || cur[j].s > cur[better].s))
                        better = j;
                own_better = better > 0;
                if (better > 0) {
                    Scored x = res[better];
                    x.s = cur[better].s;
                    memmove(res + 1, res, sizeof(Scored) * (size_t)better);
                    res[0] = x;
                }
                break;
            }
            memcpy(res, cur, sizeof(Scored) * (size_t)n);
            sort_scored(res, n);
            e->depth_reached = depth;
            if (res[0].s >= WIN_BOUND || res[0].s <= -WIN_BOUND) break;
            /* the next iteration takes a few times longer; one that cannot finish still helps
             * when it proves a better move (above), so it starts up to 60% of the budget */
            if (clock_of(e) - start > 0.6 * seconds) break;
        }
        path_pop(e);
    }
    smp_finish(e);
    /* a helper that finished a deeper iteration than this thread: its move is the better one,
     * unless this thread's is proven (the table can lend a shallow iteration a proof) */
    u64 deeper_move;
    int deeper_score, deeper = 0;
    if (res[0].s < WIN_BOUND && res[0].s > -WIN_BOUND)
        deeper = smp_best(e, e->depth_reached, &deeper_move, &deeper_score);
    for (int j = 0; deeper && j < n; j++)
        if (res[j].m == deeper_move) {
            Scored x = {deeper_move, deeper_score};
            memmove(res + 1, res, sizeof(Scored) * (size_t)j);
            res[0] = x;
            e->depth_reached = deeper;
            break;
        }
    /* none deeper: a move a helper proved better than this thread's best in the iteration
     * they shared and did not finish (the threads split its moves, see smp.c) */
    if (!deeper && !own_better && res[0].s < WIN_BOUND && res[0].s > -WIN_BOUND &&
        e->depth_reached > 0 && smp_partial(e, e->depth_reached + 1, res[0].m, &deeper_move,
                                            &deeper_score))
        for (int j = 1; j < n; j++)
            if (res[j].m == deeper_move) {
                Scored x = {deeper_move, deeper_score};
                memmove(res + 1, res, sizeof(Scored) * (size_t)j);
                res[0] = x;
                break;
            }
    PyEval_RestoreThread(e->ts);
    e->cancel = NULL;
    PyMem_Free(cur);
    PyMem_Free(sc);
    PyMem_Free(rm);
    PyMem_Free(defer);
    PyObject *lst = scored_list(res, n);
    int best = res[0].s;
    PyMem_Free(res);
    if (!lst) return NULL;
    return Py_BuildValue("(iiLN)", best, e->depth_reached, e->nodes, lst);
}

/* root_scores(pos, depth, moves, seconds, cancel, seen, contempt, use_tt)
 *   -> (scored in the given order, stopped, nodes): every move scored with a full window. */
static PyObject *Engine_root_scores(Engine *e, PyObject *args) {
    PyObject *pos_t, *moves, *cancel, *seen;
    double seconds;
    int depth, contempt, use_tt;
    if (!PyArg_ParseTuple(args, "OiOdOOip", &pos_t, &depth, &moves, &seconds, &cancel, &seen,
                          &contempt, &use_tt))
        return NULL;
    Pos p;
    if (check_budget(seconds, depth, MAXPLY - 1, contempt) || read_pos(e, pos_t, &p)) return NULL;
    PyObject *fast = PySequence_Fast(moves, "moves");
    if (!fast) return NULL;
    int n = (int)PySequence_Fast_GET_SIZE(fast);
    Scored *res = PyMem_Malloc(sizeof(Scored) * (size_t)(n ? n : 1));
    if (!res) {
        Py_DECREF(fast);
        return PyErr_NoMemory();
    }
    for (int i = 0; i < n; i++)
        if (move_from_obj(e, &p, PySequence_Fast_GET_ITEM(fast, i), &res[i].m)) {
            Py_DECREF(fast);
            PyMem_Free(res);
            return NULL;
        }
    Py_DECREF(fast);
    if (begin(e, &p, seen, seconds, cancel, contempt)) {
        PyMem_Free(res);
        return NULL;
    }
    e->use_tt = use_tt;
    e->reduce = 0;
    e->prune = 0;
    e->watching = 0;
    int done = 0;
    e->ts = PyEval_SaveThread();
    path_push(e, p.key);
    for (; done < n; done++) {
        Pos q;
        play(&e->c, &p, res[done].m, &q);
        int v = -pvs(e, &q, depth - 1, -INF, INF, 1);
        if (e->stop) break;
        res[done].s = v;
    }
    path_pop(e);
    PyEval_RestoreThread(e->ts);
    e->cancel = NULL;
    e->use_tt = 1;
    PyObject *lst = scored_list(res, done);
    PyMem_Free(res);
    if (!lst) return NULL;
    return Py_BuildValue("(NOL)", lst, done < n ? Py_True : Py_False, e->nodes);
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

/* set_margin(kind): the slack a think keeps back, 0 in proportion to its budget (the default),
 * 1 the old fixed share and 20 ms (the benchmarks' "today"). */
static PyObject *Engine_set_margin(Engine *e, PyObject *arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (n != 0 && n != 1) {
        PyErr_Format(PyExc_ValueError, "margin %ld: 0 (in proportion) or 1 (the old one)", n);
        return NULL;
    }
    e->old_margin = (int)n;
    Py_RETURN_NONE;
}

/* set_reductions(on): late move reductions in think (0 off, 1 on; root_scores never). */
static PyObject *Engine_set_reductions(Engine *e, PyObject *arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (n != 0 && n != 1) {
        PyErr_Format(PyExc_ValueError, "reductions %ld: 0 (off) or 1 (on)", n);
        return NULL;
    }
    e->reductions = (int)n;
    Py_RETURN_NONE;
}

/* set_wide_placing(on): no late move reductions at a node of the placing phase (0 off, 1 on;
 * a think's reductions stay on in the moving phase). */
static PyObject *Engine_set_wide_placing(Engine *e, PyObject *arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (n != 0 && n != 1) {
        PyErr_Format(PyExc_ValueError, "wide placing %ld: 0 (off) or 1 (on)", n);
        return NULL;
    }
    e->wide_placing = (int)n;
    Py_RETURN_NONE;
}

/* set_watch(on): the top's watch on blockades in think (0 off, 1 on; root_scores never): the
 * last placements at the horizon searched into the moving phase, no reduction where either side
 * of the moving phase is cramped (see pvs). */
static PyObject *Engine_set_watch(Engine *e, PyObject *arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (n != 0 && n != 1) {
        PyErr_Format(PyExc_ValueError, "watch %ld: 0 (off) or 1 (on)", n);
        return NULL;
    }
    e->watch = (int)n;
    Py_RETURN_NONE;
}

/* set_pruning(on): the top's sharper think (0 off, 1 on; root_scores never): futility pruning
 * near the horizon and a table that keeps this think's deep entries (see pvs). */
static PyObject *Engine_set_pruning(Engine *e, PyObject *arg) {
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (n != 0 && n != 1) {
        PyErr_Format(PyExc_ValueError, "pruning %ld: 0 (off) or 1 (on)", n);
        return NULL;
    }
    e->pruning = (int)n;
    Py_RETURN_NONE;
}

static PyMethodDef Engine_methods[] = {
    {"set_pruning", (PyCFunction)Engine_set_pruning, METH_O,
     "set_pruning(on): futility pruning and a depth-keeping table in think (0 or 1)."},
    {"set_margin", (PyCFunction)Engine_set_margin, METH_O,
     "set_margin(kind): a think's slack, 0 in proportion to its budget, 1 the old 15% and 20 ms."},
    {"set_watch", (PyCFunction)Engine_set_watch, METH_O,
     "set_watch(on): the last placements searched on and no reduction near a blockade (0 or 1)."},
    {"set_wide_placing", (PyCFunction)Engine_set_wide_placing, METH_O,
     "set_wide_placing(on): no late move reductions in the placing phase (0 or 1)."},
    {"set_reductions", (PyCFunction)Engine_set_reductions, METH_O,
     "set_reductions(on): late move reductions in think (0 or 1; root_scores never reduces)."},
    {"set_clock", (PyCFunction)Engine_set_clock, METH_O,
     "set_clock(kind): budgets on the wall clock (0) or on each search thread's CPU time (1)."},
    {"set_threads", (PyCFunction)Engine_set_threads, METH_O,
     "set_threads(n): search on n threads (Lazy SMP; 1 to 64, 1 is repeatable)."},
    {"set_table", (PyCFunction)Engine_set_table, METH_O,
     "Use a solved 3-v-3 flying table (a 2024 x 2024 int8 buffer) as exact leaves, or None."},
    {"set_endgame", (PyCFunction)Engine_set_endgame, METH_VARARGS,
     "set_endgame(a, b, table or None): use the solved a-v-b endgame table as exact leaves."},
    {"solve_endgame", (PyCFunction)Engine_solve_endgame, METH_VARARGS,
     "solve_endgame(a, b, check=False) -> (bytes of T(a,b) [+ T(b,a)], (max distance, wins, "
     "losses, draws, moves forward, un-moves back))."},
    {"endgame_index", (PyCFunction)Engine_endgame_index, METH_VARARGS,
     "endgame_index(mover, other) -> the index of the position in its table."},
    {"set_placing", (PyCFunction)Engine_set_placing, METH_VARARGS,
     "set_placing(pieces, k, table or None): use placing layer k (k placements made) as exact "
     "leaves."},
    {"placing_layout", (PyCFunction)Engine_placing_layout, METH_VARARGS,
     "placing_layout(pieces, k) -> (mover's hand, other's hand, {(a, b): offset}, size)."},
    {"solve_placing", (PyCFunction)Engine_solve_placing, METH_VARARGS,
     "solve_placing(pieces, k) -> (bytes of layer k, (max distance, wins, losses, draws, "
     "moves))."},
    {"clear", (PyCFunction)Engine_clear, METH_NOARGS, "Forget the transposition table and history."},
    {"key", (PyCFunction)Engine_key, METH_O, "The Zobrist key of (bb0, bb1, hand0, hand1, side, quiet)."},
    {"legal_moves", (PyCFunction)Engine_legal_moves, METH_O, "The legal moves as engine tuples."},
    {"evaluate", (PyCFunction)Engine_evaluate, METH_O, "The static score for the side to move."},
    {"think", (PyCFunction)Engine_think, METH_VARARGS,
     "think(pos, seconds, max_depth, cancel, seen, contempt) -> (score, depth, nodes, scored)."},
    {"root_scores", (PyCFunction)Engine_root_scores, METH_VARARGS,
     "root_scores(pos, depth, moves, seconds, cancel, seen, contempt, use_tt) -> (scored, "
     "stopped, nodes)."},
    {NULL, NULL, 0, NULL}};

static PyTypeObject EngineType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "morra_suite.ai.mill._native.Engine",
    .tp_basicsize = sizeof(Engine),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One board's rules, evaluation weights and search tables (not thread-safe).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Engine_init,
    .tp_dealloc = (destructor)Engine_dealloc,
    .tp_methods = Engine_methods,
};

static struct PyModuleDef moduledef = {PyModuleDef_HEAD_INIT, "_native",
                                       "The mill engine's native search core.", -1, NULL,
                                       NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__native(void) {
    init_combos();
    init_binom();
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
    PyModule_AddIntConstant(m, "WEIGHTS", NW);
    PyModule_AddIntConstant(m, "WIN", WIN);
    return m;
}

