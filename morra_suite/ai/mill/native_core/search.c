/* The search: table probes, the game's end, repetition along the path, the cancel poll, move
 * ordering, quiescence and principal-variation search (search.py's, node for node). */
#include "core.h"

/* 1 and a score if the table knows the position (honouring the draw counters), else 0. */
static int probe(Engine *e, const Pos *p, int ply, int *score) {
    const Cfg *c = &e->c;
    u32 me = p->bb[p->side], op = p->bb[1 - p->side];
    int v, endgame = 0;
    if (p->hand[0] || p->hand[1]) {
        if (!pl_value(e, p, &v)) return 0;
        endgame = 1;
    } else if (e->table && pc(me) == 3 && pc(op) == 3)
        v = e->table[combo_of(me) * 2024 + combo_of(op)];
    else if (eg_value(e->eg, c->n, me, op, &v))
        endgame = 1;
    else
        return 0;
    int draw = p->side == e->root_side ? -e->contempt : e->contempt;
    if (v == 0) {
        *score = draw;
        return 1;
    }
    int dist = v == EG_LOST_NOW ? 0 : (v > 0 ? v : -v);
    int left = -1;
    if (c->quiet_limit) left = c->quiet_limit - p->quiet;
    if (c->endgame_limit) {
        int x = c->endgame_limit - p->quiet;
        left = left < 0 ? x : (x < left ? x : left);
    }
    if (left >= 0 && dist > left) {
        /* past the counter: the 3-v-3 flying game never removes, so it is drawn; in a larger
         * table a removal on the way resets the counter, so the search has to look */
        if (endgame) return 0;
        *score = draw;
        return 1;
    }
    *score = v > 0 ? WIN - ply - dist : -WIN + ply + dist;
    return 1;
}

/* ---- the search ------------------------------------------------------------------------------ */

static inline int draw_score(Engine *e, int side) {
    return side == e->root_side ? -e->contempt : e->contempt;
}

/* 1 and a score if the game is over in p (the search's view of search._terminal). */
static int terminal(Engine *e, const Pos *p, int ply, int *score) {
    const Cfg *c = &e->c;
    int s = p->side;
    if (c->line_wins) {
        u32 op = p->bb[1 - s];
        for (int i = 0; i < c->nmills; i++)
            if ((op & c->mills[i]) == c->mills[i]) {
                *score = -WIN + ply;
                return 1;
            }
    } else if (count(p, s) < 3) {
        *score = -WIN + ply;
        return 1;
    }
    if ((p->bb[0] | p->bb[1]) == c->full) {
        if (c->first_loses)
            *score = s == 1 ? WIN - ply : -WIN + ply;
        else
            *score = draw_score(e, s);
        return 1;
    }
    if ((c->quiet_limit && p->quiet >= c->quiet_limit) ||
        (c->endgame_limit && p->quiet >= c->endgame_limit &&
         (count(p, 0) <= 3 || count(p, 1) <= 3))) {
        *score = draw_score(e, s);
        return 1;
    }
    return 0;
}

void path_push(Engine *e, u64 key) {
    e->path[e->npath++] = key;
    e->repcount[key & 0xFFFF]++;
}

void path_pop(Engine *e) {
    u64 key = e->path[--e->npath];
    e->repcount[key & 0xFFFF]--;
}

static int in_path(Engine *e, u64 key) {
    if (!e->repcount[key & 0xFFFF]) return 0;
    for (int i = e->npath - 1; i >= 0; i--)
        if (e->path[i] == key) return 1;
    return 0;
}

static void poll(Engine *e) {
    if (clock_of(e) > e->deadline || (e->halt && *e->halt)) {
        e->stop = 1;
        return;
    }
    /* only the think's own thread holds a thread state and may ask Python (helpers have none) */
    if (e->ts && e->cancel && e->cancel != Py_None) {
        PyEval_RestoreThread(e->ts);
        PyObject *r = PyObject_CallNoArgs(e->cancel);
        if (r == NULL) {
            PyErr_Clear(); /* a failing cancel callable cancels */
            e->stop = 1;
        } else {
            if (PyObject_IsTrue(r) != 0) e->stop = 1;
            Py_DECREF(r);
        }
        e->ts = PyEval_SaveThread();
    }
}

static inline void count_node(Engine *e) {
    if (!(++e->nodes % POLL_EVERY)) poll(e);
}

/* Threat points of `me` over lines free of `op`. */
static u32 threat_points(const Cfg *c, u32 me, u32 op, u32 empty) {
    u32 pts = 0;
    for (int i = 0; i < c->nmills; i++) {
        u32 m = c->mills[i];
        if (!(op & m) && pc(me & m) == 2) pts |= m & empty;
    }
    return pts;
}

void order(Engine *e, const Pos *p, u64 *mv, int *sc, int n, u64 tt_move, int ply) {
    const Cfg *c = &e->c;
    int s = p->side;
    u32 me = p->bb[s], op = p->bb[1 - s];
    u32 empty = c->full & ~(me | op);
    u32 op_pts = threat_points(c, op, me, empty);
    u32 my_pts = threat_points(c, me, op, empty);
    u64 k0 = ply < MAXPLY ? e->killers[ply][0] : NO_MOVE;
    u64 k1 = ply < MAXPLY ? e->killers[ply][1] : NO_MOVE;
    for (int i = 0; i < n; i++) {
        u64 m = mv[i];
        int score = 0;
        if (m == tt_move) {
            score = 10000000;
        } else if (MV_REM(m)) {
            score = 1000000;
            for (u32 r = MV_REM(m); r; r &= r - 1) {
                int q = lsb(r);
                for (int j = 0; j < c->nat[q]; j++) {
                    u32 line = c->mills_at[q][j];
                    if (pc(op & line) == 2 && !(me & line)) score += 1000;
                }
            }
        } else if (MV_TO(m) != 31) {
            u32 bit = 1u << MV_TO(m);
            if (op_pts & bit) score += 100000;
            if (my_pts & bit) score += 50000;
            if (m == k0)
                score += 20000;
            else if (m == k1)
                score += 10000;
            score += e->hist[MV_FROM(m)][MV_TO(m)];
        }
        sc[i] = score;
    }
    /* insertion sort, stable: equal keys keep the generator's order */
    for (int i = 1; i < n; i++) {
        u64 m = mv[i];
        int x = sc[i], j = i - 1;
        while (j >= 0 && sc[j] < x) {
            mv[j + 1] = mv[j];
            sc[j + 1] = sc[j];
            j--;
        }
        mv[j + 1] = m;
        sc[j + 1] = x;
    }
}

static int quiesce(Engine *e, const Pos *p, int alpha, int beta, int ply, int qd);

/* What every node asks first: the game's end, a repetition, the table. */
static int settled(Engine *e, const Pos *p, int ply, int *score) {
    if (terminal(e, p, ply, score)) return 1;
    if (e->c.repetition && in_path(e, p->key)) {
        *score = draw_score(e, p->side);
        return 1;
    }
    return probe(e, p, ply, score);
}

static int quiesce(Engine *e, const Pos *p, int alpha, int beta, int ply, int qd) {
    int score;
    count_node(e);
    if (e->stop) return 0;
    if (settled(e, p, ply, &score)) return score;
    int stand = evaluate(&e->c, p);
    if (qd <= 0 || stand >= beta || e->msp + MAXMOVES > MSTACK || ply >= MAXPLY) return stand;
    u64 *mv = e->mstack + e->msp;
    int n = gen_moves(&e->c, p, mv);
    if (!n) return -WIN + ply;
    int best = stand;
    if (best > alpha) alpha = best;
    e->msp += n;
    path_push(e, p->key);
    for (int i = 0; i < n; i++) {
        u64 m = mv[i];
        if (!MV_REM(m)) continue;
        Pos q;
        play(&e->c, p, m, &q);
        int v = -quiesce(e, &q, -beta, -alpha, ply + 1, qd - 1);
        if (e->stop) break;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) break;
            }
        }
    }
    path_pop(e);
    e->msp -= n;
    return best;
}

/* A blockade at the horizon: in the moving phase, a side to move with at most two steps left
 * (and no flying) is searched one ply more, so "blocked next move" is seen, not guessed. */
#define EXT_PLY 64
static int steps_at_most(const Cfg *c, const Pos *p, int s, int limit) {
    if (p->hand[0] || p->hand[1] || c->passes || can_fly(c, p, s)) return 0;
    u32 me = p->bb[s], empty = c->full & ~(me | p->bb[1 - s]);
    int mob = 0;
    for (u32 m = me; m; m &= m - 1) mob += pc(c->adj[lsb(m)] & empty);
    return mob <= limit;
}

static int nearly_blocked(const Cfg *c, const Pos *p) { return steps_at_most(c, p, p->side, 2); }

/* The sharper think's guard: either side of the moving phase down to CRAMPED steps, where a
 * quiet move may shut a side in, so none is reduced or pruned. */
#define CRAMPED 4
static int cramped(const Cfg *c, const Pos *p) {
    return steps_at_most(c, p, 0, CRAMPED) || steps_at_most(c, p, 1, CRAMPED);
}

/* The top's watch on blockades (set_watch): a horizon that falls on the last WATCH_HANDS
 * placements is searched on into the moving phase, one placement a ply, so that a leaf there is
 * scored with the moving phase's mobility (and a side left with one or two steps is searched a
 * ply more, as above) instead of the placing phase's guess at it: the short top lost games to
 * shut-ins made by the last placements, a mill closed with them among others. */
#define WATCH_HANDS 2
static int last_placements(const Pos *p) {
    int left = p->hand[0] + p->hand[1];
    return left > 0 && left <= WATCH_HANDS;
}

/* The futility margins, one and two plies from the horizon (a piece is 100): a quiet move
 * moves the static score by its mobility and line terms, well under these. */
#define FUTILITY_1 150
#define FUTILITY_2 300

int pvs(Engine *e, const Pos *p, int depth, int alpha, int beta, int ply) {
    int score;
    count_node(e);
    if (e->stop) return 0;
    if (settled(e, p, ply, &score)) return score;
    if (depth <= 0 && ply < EXT_PLY &&
        (nearly_blocked(&e->c, p) || (e->watching && last_placements(p))))
        depth = 1;
    if (depth <= 0 || ply >= MAXPLY - 1) return quiesce(e, p, alpha, beta, ply, e->c.w[W_QPLIES]);
    TTEntry *t = NULL;
    u64 tt_move = NO_MOVE;
    if (e->use_tt) {
        t = &e->tt[p->key & e->tt_mask];
        /* one read of each word: another thread may write the slot meanwhile */
        u64 lock = t->lock, move = t->move, data = t->data;
        if ((data >> 56) && (lock ^ move ^ data) == p->key) {
            tt_move = move;
            if ((int16_t)(data >> 32) >= depth) {
                int s = (int32_t)(u32)data;
                int flag = (int)((data >> 48) & 0xFF);
                if (s >= WIN_BOUND)
                    s -= ply;
                else if (s <= -WIN_BOUND)
                    s += ply;
                if (flag == EXACT) return s;
                if (flag == LOWER && s >= beta) return s;
                if (flag == UPPER && s <= alpha) return s;
            }
        }
    }
    if (e->msp + MAXMOVES > MSTACK) return evaluate(&e->c, p);
    /* Futility (the top's sharper think only, set_pruning): one or two plies from the horizon,
     * in a null window, a quiet move that makes no line and blocks none cannot lift a position
     * whose static score is a margin below alpha, so it is not searched; nor, the other way, is
     * a position whose static score is a margin above beta (it is cut at once). Neither this
     * nor a reduction where either side is cramped (with the pruning or the watch on): a
     * blockade swings the score by more than any margin, and the quiet moves that make it are
     * the ones reduced. */
    int futile = 0, floor_score = -INF;
    int tight = (e->prune || e->watching) && cramped(&e->c, p);
    if (e->prune && depth <= 2 && beta - alpha == 1 && alpha > -WIN_BOUND && beta < WIN_BOUND &&
        !tight) {
        int stand = evaluate(&e->c, p);
        int margin = depth == 1 ? FUTILITY_1 : FUTILITY_2;
        if (stand - margin >= beta) return stand - margin;
        futile = stand + margin <= alpha;
        floor_score = stand + margin; /* what a move left out could have scored at most */
    }
    u64 *mv = e->mstack + e->msp;
    int *sc = e->sstack + e->msp;
    int n = gen_moves(&e->c, p, mv);
    if (!n) return -WIN + ply;
    e->msp += n;
    order(e, p, mv, sc, n, tt_move, ply);
    int alpha0 = alpha, best = -INF;
    u64 best_move = NO_MOVE;
    /* no reductions where the side to move is nearly shut in: every step counts there; nor,
     * with the wider placing (set_wide_placing), while pieces are still placed: the quiet
     * placements are the ones that build a blockade or the second half of a double mill */
    int reduce = e->reduce && depth >= 3 && !nearly_blocked(&e->c, p) && !tight &&
                 !(e->wide_placing && (p->hand[0] || p->hand[1]));
    path_push(e, p->key);
    for (int i = 0; i < n; i++) {
        u64 m = mv[i];
        if (futile && i > 0 && sc[i] < 50000) continue;
        Pos q;
        play(&e->c, p, m, &q);
        int v;
        if (i == 0) {
            v = -pvs(e, &q, depth - 1, -beta, -alpha, ply + 1);
        } else {
            /* Late move reductions: a quiet move ordered late (no removal, no line made or
             * blocked, not the table's or a killer) is first searched a ply shallower, two
             * when many came before it, and again at full depth if it beats alpha. The
             * plies saved go deeper into the moves that matter: at short times the search
             * sees two plies further along them. */
            int r = 0;
            if (reduce && i >= 3 && sc[i] < 50000) r = depth >= 6 && i >= 8 ? 2 : 1;
            v = -pvs(e, &q, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
            if (r && !e->stop && v > alpha) v = -pvs(e, &q, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (!e->stop && alpha < v && v < beta)
                v = -pvs(e, &q, depth - 1, -beta, -alpha, ply + 1);
        }
        if (e->stop) break;
        if (v > best) {
            best = v;
            best_move = m;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    if (!MV_REM(m) && MV_TO(m) != 31) {
                        if (ply < MAXPLY && e->killers[ply][0] != m) {
                            e->killers[ply][1] = e->killers[ply][0];
                            e->killers[ply][0] = m;
                        }
                        int *h = &e->hist[MV_FROM(m)][MV_TO(m)];
                        *h += depth * depth;
                        if (*h > 40000) {
                            for (int a = 0; a < 25; a++)
                                for (int b = 0; b < 24; b++) e->hist[a][b] /= 2;
                        }
                    }
                    break;
                }
            }
        }
    }
    path_pop(e);
    e->msp -= n;
    if (e->stop) return 0;
    if (futile && best < floor_score) best = floor_score; /* still at most alpha: a bound */
    /* the sharper think keeps a deeper entry of its own over this one (another position's) */
    if (t && e->prune) {
        u64 lock = t->lock, move = t->move, data = t->data;
        if ((int)(data >> 56) == e->gen && (lock ^ move ^ data) != p->key &&
            (int16_t)(data >> 32) > depth + 1)
            t = NULL;
    }
    if (t) {
        int stored = best;
        if (stored >= WIN_BOUND)
            stored += ply;
        else if (stored <= -WIN_BOUND)
            stored -= ply;
        u64 flag = best <= alpha0 ? UPPER : (best >= beta ? LOWER : EXACT);
        u64 used = e->prune ? (u64)e->gen : 1;
        u64 data = (u64)(u32)stored | ((u64)(uint16_t)depth << 32) | (flag << 48) | (used << 56);
        t->lock = p->key ^ best_move ^ data;
        t->move = best_move;
        t->data = data;
    }
    return best;
}
