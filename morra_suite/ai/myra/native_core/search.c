/* The search: the clock and the cancel flag, the evaluation cache, quiescence, move ordering,
 * the PVS search with its table, and one iteration over the root's moves. */
#include "core.h"

static void poll_cancel(Engine *e) {
    if (e->cancel && e->cancel != Py_None && e->ts) {
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

/* The hard stop: past the deadline the search stops, whatever it is doing. The clock is read
 * after the cancel callable too, since taking the GIL back may wait for another thread. */
static void poll_stop(Engine *e) {
    if (clock_of(e) >= e->deadline || (e->halt && *e->halt)) {
        e->stop = 1;
        return;
    }
    if (!(e->nodes % POLL_EVERY)) {
        poll_cancel(e);
        if (!e->stop && clock_of(e) >= e->deadline) e->stop = 1;
    }
}

static inline void count_node(Engine *e) {
    if (!(++e->nodes % CLOCK_EVERY)) poll_stop(e);
}

static inline u64 mcode(const Move *m) {
    u64 c = (u64)m->kind | ((u64)(uint8_t)m->frm << 3) | ((u64)(uint8_t)m->to << 11) |
            ((u64)m->count << 19);
    for (int i = 0; i < m->len; i++) c |= (u64)(uint8_t)m->line[i] << (22 + 7 * i);
    return c;
}

static inline int team(const Engine *e, const Pos *p, int player) {
    return p->n == 2 ? player : player == e->root;
}

/* Whose side the player to move is on, as a sign for the root's score. */
static inline int root_sign(const Engine *e, const Pos *p) { return p->stm == e->root ? 1 : -1; }

/* A search begun with three in play scores the two left as shares of the win, one begun with
 * two of three left as a duel: the tables keep the two apart by this key. */
#define THREE_KEY 0xD1B54A32D192ED03ull

/* evaluate() for the root, remembered by the position's key (the key covers the cells, the
 * reserves and the side to move, which is all the evaluation reads, and how the search scores). */
static inline u64 ec_key(const Engine *e, const Pos *p) {
    return p->key ^ ZROOT[e->root] ^ ((u64)p->n * 0x9E3779B97F4A7C15ull) ^
           (e->three ? THREE_KEY : 0);
}

/* The tables are megabytes: a node asks the memory for its slots when it starts, and reads
 * them after the cheap tests (a fifth of the time went to waiting for the evaluation's). */
#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(a) __builtin_prefetch(a)
#else
#define PREFETCH(a) ((void)(a))
#endif

static int eval_root(Engine *e, const Pos *p) {
    u64 k = ec_key(e, p);
    ECE *slot = &e->ecache[k & (((u64)1 << EC_BITS) - 1)];
    u64 lock = slot->lock;
    int64_t value = slot->value; /* one read each: another thread may write the slot */
    if ((lock ^ (u64)value) == k) return (int)value;
    int v = e->three ? soft_evaluate(p, e->root) : evaluate(p, e->root);
    slot->lock = k ^ (u64)(int64_t)v;
    slot->value = v;
    return v;
}

/* A settled node: the root's queen gone, the root alone, a draw; else NO result (INF + 1). */
static int settled(Engine *e, const Pos *p, int ply) {
    int sign = root_sign(e, p);
    if (p->queen[e->root] < 0) return sign * (-WIN + ply);
    if (alive_count(p) == 1) return sign * (WIN - ply);
    return INF + 1;
}

/* Whether the side to move takes a queen now and so decides the game for its side. */
static int queen_take(const Engine *e, const Pos *p) {
    BB empty = b_andnot(VALID, p->occ);
    int stm = p->stm;
    if (p->n == 2) return p->queen[1 - stm] >= 0 && attacks(p, stm, p->queen[1 - stm], empty);
    if (stm != e->root) return attacks(p, stm, p->queen[e->root], empty);
    if (alive_count(p) == 2)
        for (int i = 0; i < p->n; i++)
            if (i != stm && p->queen[i] >= 0) return attacks(p, stm, p->queen[i], empty);
    return 0;
}

static int in_check(const Pos *p) {
    int stm = p->stm, q = p->queen[stm];
    if (q < 0) return 0;
    BB empty = b_andnot(VALID, p->occ);
    for (int i = 0; i < p->n; i++)
        if (i != stm && p->queen[i] >= 0 && attacks(p, i, q, empty)) return 1;
    return 0;
}

static int repeated(const Engine *e, u64 key) {
    for (int i = e->npath - 1; i >= 0; i--) {
        if (e->irr[i]) break; /* the move from path[i] on cannot be undone */
        if (e->path[i] == key) return 1;
    }
    return 0;
}

static int qsearch(Engine *e, const Pos *p, int alpha, int beta, int ply, int qd);
static int search(Engine *e, const Pos *p, int depth, int alpha, int beta, int ply);

/* In a search begun with three in play the two others are one side in the tree but not in the
 * game: neither leaves his own queen to the other, a gift the paranoid side would make since the
 * other's takeover costs the root (evaluate.c says more). The other opponent of the one to move
 * at this node, whom he may not leave his queen to, or -1 where the rule does not apply. */
static inline int guarded_by(const Engine *e, const Pos *p, int ply) {
    if (!e->three || p->stm == e->root || e->unguard[ply] || alive_count(p) < 3) return -1;
    return 3 - p->stm - e->root;
}

static inline int gives_queen(const Pos *c, int mover, int other) {
    return other >= 0 && c->queen[mover] >= 0 &&
           attacks(c, other, c->queen[mover], b_andnot(VALID, c->occ));
}

/* The child's value for the parent's side: a child of the same side keeps the window. */
static inline int child_value(Engine *e, const Pos *p, const Pos *c, int depth, int alpha,
                              int beta, int ply, int qd, int quiesce) {
    int same = team(e, p, p->stm) == team(e, c, c->stm);
    if (quiesce)
        return same ? qsearch(e, c, alpha, beta, ply + 1, qd + 1)
                    : -qsearch(e, c, -beta, -alpha, ply + 1, qd + 1);
    return same ? search(e, c, depth, alpha, beta, ply + 1)
                : -search(e, c, depth, -beta, -alpha, ply + 1);
}

static int victim_value(const Pos *p, const Move *m) {
    int tc = p->cell[m->to];
    return (tc & 7) == QK ? 50 : (tc & 7);
}

/* A capture that cannot lose material to a recapture: a queen taken, a piece at least as big
 * as the capturer (the queen, as a capturer, risks everything), or a piece nobody defends. */
static int good_capture(const Pos *p, const Move *m) {
    int victim = p->cell[m->to] & 7, attacker = p->cell[m->frm] & 7;
    if (victim == QK || (attacker != QK && victim >= attacker)) return 1;
    /* else good only when no piece of the victim's side could take back on that hole */
    return !attacks(p, p->cell[m->to] >> 3, m->to, b_andnot(VALID, p->occ));
}

static int qsearch(Engine *e, const Pos *p, int alpha, int beta, int ply, int qd) {
    PREFETCH(&e->ecache[ec_key(e, p) & (((u64)1 << EC_BITS) - 1)]);
    count_node(e);
    if (e->stop) return 0;
    int done = settled(e, p, ply);
    if (done != INF + 1) return done;
    if (queen_take(e, p)) return WIN - ply - 1;
    if (ply >= MAXPLY - 1) return root_sign(e, p) * eval_root(e, p);
    Move *mv = e->mstack + (size_t)ply * MAXMOVES;
    int sign = root_sign(e, p);
    /* An attacked queen looks for her rescue where the search sees her owner's own side: with
     * two players or the two left of three, either side's; with three in play, the root's. */
    int check = (p->n == 2 || p->stm == e->root || alive_count(p) == 2) && in_check(p);
    if (check && qd < QCHECK) {
        /* No standing pat with the own queen attacked: every move, to find one that saves it. */
        int n = gen_moves(p, mv, 0, 1);
        int best = -INF;
        for (int i = 0; i < n; i++) {
            Pos c;
            play(p, &mv[i], &c);
            int v = child_value(e, p, &c, 0, alpha, beta, ply, qd, 1);
            if (e->stop) return 0;
            if (v > best) best = v;
            if (v > alpha) alpha = v;
            if (alpha >= beta) break;
        }
        return best;
    }
    int stand = sign * eval_root(e, p);
    if (qd >= QMAX || stand >= beta) return stand;
    if (stand > alpha) alpha = stand;
    int best = stand;
    int guard = guarded_by(e, p, ply);
    int n = gen_captures(p, mv);
    int key[MAXMOVES];
    for (int i = 0; i < n; i++) key[i] = victim_value(p, &mv[i]) * 16 - (p->cell[mv[i].frm] & 7);
    for (int i = 0; i < n; i++) {
        int bi = i;
        for (int j = i + 1; j < n; j++)
            if (key[j] > key[bi]) bi = j;
        Move t = mv[i];
        mv[i] = mv[bi];
        mv[bi] = t;
        int tk = key[i];
        key[i] = key[bi];
        key[bi] = tk;
        if (qd >= QGOOD && !good_capture(p, &mv[i])) continue;
        if (!e->exact && stand + W_PIECE * victim_value(p, &mv[i]) + DELTA <= alpha) continue;
        Pos c;
        play(p, &mv[i], &c);
        if (gives_queen(&c, p->stm, guard)) continue;
        int v = child_value(e, p, &c, 0, alpha, beta, ply, qd, 1);
        if (e->stop) return 0;
        if (v > best) best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
    }
    return best;
}

void order_moves(Engine *e, const Pos *p, Move *mv, int n, int *key, u64 ttm, int ply) {
    int eq = -1, best_d = 99; /* the nearest enemy queen to the own queen */
    int oq = p->queen[p->stm];
    for (int i = 0; i < p->n; i++)
        if (i != p->stm && p->queen[i] >= 0 && oq >= 0 && DIST[oq][p->queen[i]] < best_d) {
            best_d = DIST[oq][p->queen[i]];
            eq = p->queen[i];
        }
    for (int i = 0; i < n; i++) {
        const Move *m = &mv[i];
        u64 c = mcode(m);
        int k;
        if (m->kind == PASSING)
            k = 0;
        else if (c == ttm)
            k = 1 << 30;
        else if (is_capture(p, m))
            k = (1 << 28) + victim_value(p, m) * 64 - (p->cell[m->frm] & 7);
        else if (c == e->killers[ply][0])
            k = (1 << 27) + 1;
        else if (c == e->killers[ply][1])
            k = 1 << 27;
        else {
            k = e->hist[m->frm + 1][m->to];
            if (k > (1 << 26)) k = 1 << 26;
            /* Without history, pieces that close in on an enemy queen first (the queen itself
             * keeps away), then produces; unchains last. */
            if (m->frm >= 0 && eq >= 0) {
                int gain = DIST[m->frm][eq] - DIST[m->to][eq];
                k += (p->cell[m->frm] & 7) == QK ? -8 * gain : 16 * gain;
            } else if (m->kind == PRODUCE)
                k += 8;
            if (m->kind == UNCHAIN) k -= 1000;
        }
        key[i] = k;
    }
}

/* The moves after the first LAZY are taken in the order of their keys, best first, ties in the
 * order they stand (the order a stable sort gives), one at a time from a heap: a node whose
 * late moves are cut off or pruned never orders the rest. A heap entry is the key turned
 * round (a smaller entry is a better move) above the move's place, so entries are distinct and
 * every heap gives them in the one order. */
static inline u64 later_entry(int key, int idx) {
    return ((u64)(0x7FFFFFFFu - (uint32_t)key) << 32) | (uint32_t)idx;
}

static void heap_down(u64 *h, int n, int i) {
    u64 x = h[i];
    for (;;) {
        int c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && h[c + 1] < h[c]) c++;
        if (x <= h[c]) break;
        h[i] = h[c];
        i = c;
    }
    h[i] = x;
}

static void heap_build(u64 *h, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) heap_down(h, n, i);
}

/* The place of the best move left (the heap must not be empty). */
static inline int heap_pop(u64 *h, int *n) {
    u64 top = h[0];
    h[0] = h[--*n];
    if (*n > 1) heap_down(h, *n, 0);
    return (int)(uint32_t)top;
}

static inline int to_tt(int v, int ply) {
    return v >= WIN_BOUND ? v + ply : v <= -WIN_BOUND ? v - ply : v;
}
static inline int from_tt(int v, int ply) {
    return v >= WIN_BOUND ? v - ply : v <= -WIN_BOUND ? v + ply : v;
}

static inline u64 tt_key(const Engine *e, const Pos *p) {
    return p->n == 2 ? p->key : p->key ^ ZROOT[e->root] ^ (e->three ? THREE_KEY : 0);
}

/* A node near the leaves (depth STAGED or less, not a best-reply node) tries its first move
 * before it lists the others when that move is a capture: the table's move if it is one of the
 * captures, else (no table move) the capture the ordering would put first (order_moves' key,
 * the first listed of equals). Most such nodes cut there, and the whole list with its ordering
 * cost about as much as the rest of the node. The move goes to mv[0]; *staged is set and the
 * history's changes are logged until the list is made (list_after_first). Returns whether it
 * staged. */
static int stage_first(Engine *e, const Pos *p, Move *mv, int depth, u64 ttm, int *staged) {
    if (depth > STAGED) return 0;
    int nc = gen_captures_listed(p, mv), first = -1, best = -1;
    for (int j = 0; j < nc; j++) {
        if (ttm) {
            if (mcode(&mv[j]) == ttm) {
                first = j;
                break;
            }
        } else {
            int k = victim_value(p, &mv[j]) * 64 - (p->cell[mv[j].frm] & 7);
            if (k > best) {
                best = k;
                first = j;
            }
        }
    }
    if (first < 0) return 0; /* the first move would be a quiet one: list them all now */
    mv[0] = mv[first];
    *staged = 1;
    e->staging++;
    return 1;
}

/* The list and order of a staged node after its first move, exactly as they were before it:
 * the history changed in that move's tree is taken back while the moves are ordered (a node of
 * depth 2 or less logs at most one change: its child's cut), and the first move is picked to
 * the front as pick() did (it is the list's best key). */
static void list_after_first(Engine *e, const Pos *p, Move *mv, int *key, int *n, u64 ttm,
                             int ply, int check, int hmark) {
    int *hist = &e->hist[0][0];
    int logged = e->hlen < HLOG ? e->hlen : HLOG;
    for (int j = logged - 1; j >= hmark; j--) hist[e->hlog[j][0]] -= e->hlog[j][1];
    e->staging--;
    *n = gen_moves(p, mv, ply == 0, ply == 0 || check ? 1 : SLOW_THREATS);
    order_moves(e, p, mv, *n, key, ttm, ply);
    for (int j = hmark; j < logged; j++) hist[e->hlog[j][0]] += e->hlog[j][1];
    pick(mv, key, 0, *n);
}

static int search(Engine *e, const Pos *p, int depth, int alpha, int beta, int ply) {
    if (e->tt && depth > 0) PREFETCH(&e->tt[tt_key(e, p) & (((u64)1 << e->tt_bits) - 1)]);
    count_node(e);
    if (e->stop) return 0;
    int done = settled(e, p, ply);
    if (done != INF + 1) return done;
    if (ply > 0) {
        if (repeated(e, p->key) || (e->limit && p->nocap >= e->limit))
            return 0; /* a draw: an even game, and a third of the win with three */
    }
    if (queen_take(e, p)) return WIN - ply - 1;
    if (depth <= 0 || ply >= MAXPLY - 2) return qsearch(e, p, alpha, beta, ply, 0);
    int alpha0 = alpha;
    u64 tk = tt_key(e, p), ttm = 0;
    TTE *slot = NULL;
    if (!e->exact && e->tt) {
        slot = &e->tt[tk & (((u64)1 << e->tt_bits) - 1)];
        u64 lock = slot->lock, move = slot->move, data = slot->data; /* one read each */
        if ((lock ^ move ^ data) == tk) {
            ttm = move;
            if ((int8_t)(data >> 32) >= depth && ply > 0) {
                int v = from_tt((int32_t)(uint32_t)data, ply);
                int flag = (int)((data >> 40) & 0xFF);
                if (flag == T_EXACT) return v;
                if (flag == T_LOWER && v >= beta) return v;
                if (flag == T_UPPER && v <= alpha) return v;
            }
        }
    }
    int check = in_check(p);
    /* Near the leaves, the static score decides: far above beta the node fails high (reverse
     * futility); far below alpha only captures can help (futility: quiet moves are skipped). */
    int futile = 0;
    if (!e->exact && ply > 0 && depth <= 2 && !check && beta < WIN_BOUND && alpha > -WIN_BOUND) {
        int stand = root_sign(e, p) * eval_root(e, p);
        if (stand - FUTILITY * depth >= beta) return stand;
        futile = stand + FUTILITY * depth <= alpha;
    }
    /* Null move: if passing still holds beta, a real move will (Myra has few zugzwangs). Two
     * sides only, the two left of three included: with three in play a pass would hand the
     * move to a player of the passer's own side or skip the root's turn. */
    if (!e->exact && ply > 0 && depth >= 3 && !check && !e->nulled[ply - 1] &&
        (p->n == 2 || alive_count(p) == 2) &&
        beta < WIN_BOUND && beta > -WIN_BOUND) {
        Pos c = *p;
        int nxt = next_player(p);
        c.key ^= ZSTM[c.stm] ^ ZSTM[nxt];
        c.stm = (uint8_t)nxt;
        c.nocap++;
        e->nulled[ply] = 1;
        int r = 2 + depth / 4;
        int v = -search(e, &c, depth - 1 - r, -beta, -beta + 1, ply + 1);
        e->nulled[ply] = 0;
        if (e->stop) return 0;
        if (v >= beta) return v >= WIN_BOUND ? beta : v;
    }
    Move *mv = e->mstack + (size_t)ply * MAXMOVES;
    int key[MAXMOVES];
    int brs = e->mode == MODE_BRS && p->n == 3 && p->stm != e->root && alive_count(p) == 3;
    int staged = 0, hmark = 0; /* the first move alone in the list, the history log's length */
    Pos as[3]; /* best-reply search: the position as each opponent would move in it */
    int n;
    if (brs) {
        n = 0;
        for (int o = 0; o < 3; o++) {
            if (o == e->root) continue;
            as[o] = *p;
            as[o].key ^= ZSTM[p->stm] ^ ZSTM[o];
            as[o].stm = (uint8_t)o;
            int k = gen_moves_in(&as[o], mv + n, 0, in_check(&as[o]) ? 1 : SLOW_THREATS,
                                 MAXMOVES - n);
            if (k == 1 && mv[n].kind == PASSING) continue; /* no pass for the pair */
            for (int i = n; i < n + k; i++)
                if (mv[i].frm < 0) mv[i].count = (int8_t)o; /* whose produce */
            order_moves(e, &as[o], mv + n, k, key + n, ttm, ply);
            n += k;
        }
        if (!n) { /* both opponents can only pass */
            n = gen_moves(p, mv, 0, 0);
            order_moves(e, p, mv, n, key, ttm, ply);
            brs = 0;
        }
    } else if (!stage_first(e, p, mv, depth, ttm, &staged)) {
        n = gen_moves(p, mv, ply == 0, ply == 0 || check ? 1 : SLOW_THREATS);
        order_moves(e, p, mv, n, key, ttm, ply);
    } else {
        n = 1;
        hmark = e->hlen;
    }
    int best = -INF, quiets = 0;
    int guard = brs ? -1 : guarded_by(e, p, ply), skipped = 0;
    u64 best_code = 0;
    e->path[e->npath] = p->key;
    e->irr[e->npath] = 0;
    e->npath++;
    u64 *later = e->later + (size_t)ply * MAXMOVES;
    int nlater = 0;
    for (int i = 0; i < n; i++) {
        /* Most nodes cut after a move or two: the first moves are picked one at a time, the
         * rest taken from a heap in the order a sort would give. */
        Move *m;
        if (staged) {
            m = &mv[0];
        } else if (i < LAZY) {
            pick(mv, key, i, n);
            m = &mv[i];
        } else {
            if (i == LAZY) {
                for (int j = LAZY; j < n; j++) later[j - LAZY] = later_entry(key[j], j);
                nlater = n - LAZY;
                heap_build(later, nlater);
            }
            m = &mv[heap_pop(later, &nlater)];
        }
        Pos c;
        const Pos *from = brs ? &as[m->frm >= 0 ? p->cell[m->frm] >> 3 : m->count] : p;
        int cap = is_capture(from, m);
        /* Late quiet moves near the leaves are not searched at all (a node has some two
         * hundred moves; the ordering puts the plausible ones first). The moves come in the
         * order of their keys, and every capture's key is above every quiet move's but the
         * first's (the table's move): after a quiet move that is pruned, every move left is
         * quiet and pruned too (quiets and best stay as they are), so the loop ends. */
        if (!cap && !e->exact && !check && i > 0 && depth <= 2 && best > -WIN_BOUND &&
            (futile || quiets >= (depth == 1 ? LMP1 : LMP2)))
            break;
        quiets += !cap;
        play(from, m, &c);
        if (gives_queen(&c, p->stm, guard)) {
            skipped++;
            if (staged) {
                staged = 0;
                list_after_first(e, p, mv, key, &n, ttm, ply, check, hmark);
            }
            continue;
        }
        if (brs && c.stm != e->root && c.queen[e->root] >= 0) {
            /* the other opponent passes: the root moves next */
            c.key ^= ZSTM[c.stm] ^ ZSTM[e->root];
            c.stm = (uint8_t)e->root;
        }
        e->irr[e->npath - 1] = (uint8_t)(cap || m->kind == PRODUCE);
        int v;
        if (e->exact || i == 0) {
            v = child_value(e, p, &c, depth - 1, alpha, beta, ply, 0, 0);
        } else {
            int r = 0;
            if (depth >= 2 && i >= 3 && !cap && !check)
                r = 1 + (i >= 10) + (depth >= 6 && i >= 30);
            if (r > depth - 1) r = depth - 1;
            v = child_value(e, p, &c, depth - 1 - r, alpha, alpha + 1, ply, 0, 0);
            if (!e->stop && v > alpha && r)
                v = child_value(e, p, &c, depth - 1, alpha, alpha + 1, ply, 0, 0);
            if (!e->stop && v > alpha && v < beta)
                v = child_value(e, p, &c, depth - 1, alpha, beta, ply, 0, 0);
        }
        if (e->stop) {
            e->staging -= staged;
            e->npath--;
            return 0;
        }
        if (v > best) {
            best = v;
            best_code = mcode(m);
        }
        if (v > alpha) alpha = v;
        if (alpha >= beta) {
            if (!cap && m->kind != PASSING) {
                u64 code = mcode(m);
                if (e->killers[ply][0] != code) {
                    e->killers[ply][1] = e->killers[ply][0];
                    e->killers[ply][0] = code;
                }
                e->hist[m->frm + 1][m->to] += depth * depth;
                if (e->staging) {
                    if (e->hlen < HLOG) {
                        e->hlog[e->hlen][0] = (m->frm + 1) * NH + m->to;
                        e->hlog[e->hlen][1] = depth * depth;
                    }
                    e->hlen++;
                }
            }
            break;
        }
        if (staged) { /* the first move did not cut: now the whole list */
            staged = 0;
            list_after_first(e, p, mv, key, &n, ttm, ply, check, hmark);
        }
    }
    e->staging -= staged;
    if (!e->staging) e->hlen = 0;
    e->npath--;
    if (best == -INF && skipped && !e->stop) {
        /* every move leaves the queen to the other: then one of them is played after all */
        e->unguard[ply] = 1;
        int v = search(e, p, depth, alpha0, beta, ply);
        e->unguard[ply] = 0;
        return v;
    }
    if (slot && !e->stop) {
        u64 flag = best <= alpha0 ? T_UPPER : best >= beta ? T_LOWER : T_EXACT;
        u64 data = (u64)(uint32_t)to_tt(best, ply) | ((u64)(uint8_t)(int8_t)depth << 32) |
                   (flag << 40);
        slot->lock = tk ^ best_code ^ data;
        slot->move = best_code;
        slot->data = data;
    }
    return best;
}

/* One root iteration: every move scored (exact ones with an open window, else PVS). Returns how
 * many moves were searched fully before a stop. */
/* The word that says "searching root move m at this depth" (root_work; never 0). */
static u64 root_tag(const Move *m, int depth) {
    const unsigned char *b = (const unsigned char *)m;
    u64 h = 1469598103934665603ull;
    for (size_t k = 0; k < sizeof(Move); k++) h = (h ^ b[k]) * 1099511628211ull;
    return (h >> 8) | ((u64)(depth + 1) << 56);
}

static int root_busy(const Engine *e, u64 tag) {
    for (int k = 0; k < e->root_slots; k++)
        if (k != e->root_slot && e->root_work[k] == tag) return 1;
    return 0;
}

/* One iteration over the root moves in res, searched in order (PVS after the first). With
 * helper threads (root_work), a move after the first that another thread is searching at this
 * depth is put off to the end of res, once: the threads then split the iteration's moves
 * instead of each searching every one (smp.c). Returns how many moves of res, from the front,
 * were searched (n: all). */
int root_pass(Engine *e, const Pos *p, Scored *res, int n, int depth, int exact) {
    int alpha = -INF;
    int keep = e->root_work && !exact ? n : 0; /* res[keep..]: moves put off already */
    for (int i = 0; i < n; i++) {
        if (i > 0 && i < keep && root_busy(e, root_tag(&res[i].m, depth))) {
            Scored later = res[i];
            memmove(&res[i], &res[i + 1], sizeof(Scored) * (size_t)(n - 1 - i));
            res[n - 1] = later;
            keep--;
            i--;
            continue;
        }
        if (keep) e->root_work[e->root_slot] = root_tag(&res[i].m, depth);
        Pos c;
        play(p, &res[i].m, &c);
        int cap = is_capture(p, &res[i].m);
        e->path[e->npath] = p->key;
        e->irr[e->npath] = (uint8_t)(cap || res[i].m.kind == PRODUCE);
        e->npath++;
        int v;
        if (exact || i == 0) {
            v = child_value(e, p, &c, depth - 1, -INF, INF, 0, 0, 0);
        } else {
            v = child_value(e, p, &c, depth - 1, alpha, alpha + 1, 0, 0, 0);
            if (!e->stop && v > alpha) v = child_value(e, p, &c, depth - 1, alpha, INF, 0, 0, 0);
        }
        e->npath--;
        if (e->stop) {
            if (keep) e->root_work[e->root_slot] = 0;
            return i;
        }
        res[i].score = v;
        if (v > alpha) alpha = v;
    }
    if (keep) e->root_work[e->root_slot] = 0;
    return n;
}

