/* Myra's native search core: move generation, copy-make, evaluation and an alpha-beta search.
 *
 * Why it exists: the pure-Python search (search.py) reaches two or three plies in a second
 * because every node builds Python lists. Here a position is a small struct of bytes and two
 * 64-bit words per bit board, so a node costs about a microsecond.
 *
 * Why it mirrors Python: the tests check the move generator and play against the rules library
 * (the same legal moves, the same next position on random games of two and three players), and
 * the evaluation and the exact fixed-depth search against reference.py, a line-for-line Python
 * copy of what is here. The board's tables (neighbours, rows and diagonals) come in from
 * games/myra/board.py through setup(), so this file keeps no second geometry.
 *
 * Board: the 91 holes on an 11 x 11 grid by (row, diagonal), bit (row - 1) * 11 + (diag - 1) of a
 * 128-bit board (two 64-bit words). The six neighbours are the shifts by 1, 11 and 12 both ways;
 * the grid cells off the hexagon are never set, and they are exactly the cells a shift wraps
 * onto, so masking with VALID is all the border handling needed.
 *
 * Search: iterative deepening, principal variation search, a transposition table, killer and
 * history ordering, late-move reductions, a quiescence search of captures (a side whose queen is
 * attacked searches every move instead of standing pat). Three players are searched paranoid
 * (the two others are one side against the player to think, moving in turn) or best-reply
 * (set_mode: at the others' turn the best move of either one, then the player to think again;
 * the quiescence search keeps the turns as they are). The GIL is released while it thinks;
 * every CLOCK_EVERY nodes (of the search and of the quiescence search alike) it reads the clock
 * and stops at the deadline, and every POLL_EVERY nodes it takes the GIL back to ask the cancel
 * callable. Once stopped, every node returns at once: the think ends within a few hundred
 * nodes of its deadline, a millisecond at most.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NATIVE_VERSION 1 /* native.py checks this and SOURCE_SHA: a stale build is not used */
#ifndef SOURCE_SHA
#define SOURCE_SHA "unknown"
#endif

typedef uint64_t u64;

#define NH 91
#define GW 11
#define NG 121
#define QK 7 /* kind of a queen */
#define FORT 5
#define WIN 1000000
#define WIN_BOUND (WIN - 10000)
#define INF (WIN + 1)
#define MAXPLY 96
#define MAXMOVES 1024
#define CLOCK_EVERY 128 /* nodes between two reads of the clock (a read costs ~25 ns) */
#define POLL_EVERY 2048 /* nodes between two calls of the cancel callable (takes the GIL) */
#define QMAX 6 /* captures in a row the quiescence search follows */
#define QGOOD 0 /* from this quiescence ply on, only captures that cannot lose material */
#define DELTA 150 /* a capture that cannot lift the score to alpha by this much is skipped */
#define QCHECK 1 /* quiescence plies at which an attacked queen searches every move */
#define FUTILITY 200 /* a margin per ply of depth for the futility tests */
#define LMP1 12 /* quiet moves searched at depth 1 (late move pruning) */
#define LMP2 24 /* and at depth 2 */
#define SLOW_THREATS 2 /* gen_moves' slow: only the reduces and chain-ups that threaten a queen */
#define LAZY 6 /* moves picked one by one before the rest of a node's moves are sorted */

enum { MOVE = 0, REDUCE = 1, CHAIN = 2, UNCHAIN = 3, PRODUCE = 4, PASSING = 5 };

/* Evaluation weights; reference.py has the same numbers under the same names (WEIGHTS), and
 * set_weights() changes them for a tuning run (benchmarks/tune_myra_eval.py). */
static int W_PIECE = 100, W_RES = 45, W_FORT = 25, W_MOB = 2, W_OPEN = 4, W_ZONE = 23,
           W_NEAR = 7, W_HANG = 25, W_LOST = 3000, W_CONV = 690, W_CHASE = 21, W_CAGE = 11,
           W_THIN = 8, W_CHECK1 = 130, W_CHECK2 = 450, W_CHECK3 = 900, W_PREY = 25;
static struct {
    const char *name;
    int *w;
} WEIGHTS[] = {{"W_PIECE", &W_PIECE}, {"W_RES", &W_RES},       {"W_FORT", &W_FORT},
               {"W_MOB", &W_MOB},     {"W_OPEN", &W_OPEN},     {"W_ZONE", &W_ZONE},
               {"W_NEAR", &W_NEAR},   {"W_HANG", &W_HANG},     {"W_LOST", &W_LOST},
               {"W_CONV", &W_CONV},   {"W_CHASE", &W_CHASE},   {"W_CAGE", &W_CAGE},
               {"W_THIN", &W_THIN},   {"W_CHECK1", &W_CHECK1}, {"W_CHECK2", &W_CHECK2},
               {"W_CHECK3", &W_CHECK3}, {"W_PREY", &W_PREY}};
#define NWEIGHTS ((int)(sizeof(WEIGHTS) / sizeof(WEIGHTS[0])))

/* ---- bit boards ---------------------------------------------------------------------------- */

typedef struct {
    u64 lo, hi;
} BB;

static inline BB b_or(BB a, BB b) { return (BB){a.lo | b.lo, a.hi | b.hi}; }
static inline BB b_and(BB a, BB b) { return (BB){a.lo & b.lo, a.hi & b.hi}; }
static inline BB b_andnot(BB a, BB b) { return (BB){a.lo & ~b.lo, a.hi & ~b.hi}; }
static inline int b_any(BB a) { return (a.lo | a.hi) != 0; }
static inline BB b_shl(BB a, int n) { return (BB){a.lo << n, (a.hi << n) | (a.lo >> (64 - n))}; }
static inline BB b_shr(BB a, int n) { return (BB){(a.lo >> n) | (a.hi << (64 - n)), a.hi >> n}; }

#if !defined(MYRA_PORTABLE_BITS) && (defined(__GNUC__) || defined(__clang__))
static inline int pc64(u64 x) { return __builtin_popcountll(x); }
static inline int lsb64(u64 x) { return __builtin_ctzll(x); }
#else
static inline int pc64(u64 x) {
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}
static inline int lsb64(u64 x) {
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
}
#endif
static inline int b_count(BB a) { return pc64(a.lo) + pc64(a.hi); }

static BB VALID;
static BB HBIT[NH];  /* grid bit of each hole */
static BB NMASK[NH]; /* its neighbours */
static int G2H[128];
static int NB[NH][6], NBN[NH]; /* neighbours in index order */
static int DIST[NH][NH];
static u64 ZC[NH][24], ZSTM[3], ZRES[3][32], ZROOT[3];
static int ready = 0;

static inline BB grow(BB f) {
    BB r = b_or(b_or(b_shl(f, 1), b_shr(f, 1)),
                b_or(b_or(b_shl(f, GW), b_shr(f, GW)), b_or(b_shl(f, GW + 1), b_shr(f, GW + 1))));
    return b_and(r, VALID);
}

/* Pops the lowest hole of a board (which must not be empty). */
static inline int pop_hole(BB *b) {
    int g;
    if (b->lo) {
        g = lsb64(b->lo);
        b->lo &= b->lo - 1;
    } else {
        g = 64 + lsb64(b->hi);
        b->hi &= b->hi - 1;
    }
    return G2H[g];
}

static inline int b_has(BB b, int h) { return b_any(b_and(b, HBIT[h])); }

/* ---- positions ----------------------------------------------------------------------------- */

typedef struct {
    uint8_t cell[NH]; /* 0 empty, else player * 8 + kind (1..5 a troop, 7 the queen) */
    int8_t queen[3];  /* -1 once captured */
    uint8_t res[3];
    uint8_t n, stm;
    int nocap;
    BB occ, own[3], fort; /* fort: the fortresses of every player (what no capture takes) */
    u64 key;
} Pos;

typedef struct {
    int8_t kind, frm, to, count, len;
    int8_t line[5];
} Move;

static inline void put(Pos *p, int h, int v) {
    int old = p->cell[h];
    if (old == v) return;
    p->key ^= ZC[h][old] ^ ZC[h][v];
    if (old) {
        p->occ = b_andnot(p->occ, HBIT[h]);
        p->own[old >> 3] = b_andnot(p->own[old >> 3], HBIT[h]);
        if ((old & 7) == FORT) p->fort = b_andnot(p->fort, HBIT[h]);
    }
    if (v) {
        p->occ = b_or(p->occ, HBIT[h]);
        p->own[v >> 3] = b_or(p->own[v >> 3], HBIT[h]);
        if ((v & 7) == FORT) p->fort = b_or(p->fort, HBIT[h]);
    }
    p->cell[h] = (uint8_t)v;
}

static u64 full_key(const Pos *p) {
    u64 k = ZSTM[p->stm];
    for (int h = 0; h < NH; h++) k ^= ZC[h][p->cell[h]];
    for (int i = 0; i < p->n; i++) k ^= ZRES[i][p->res[i]];
    return k;
}

static int alive_count(const Pos *p) {
    int c = 0;
    for (int i = 0; i < p->n; i++) c += p->queen[i] >= 0;
    return c;
}

static int next_player(const Pos *p) {
    for (int s = 1; s <= p->n; s++) {
        int q = (p->stm + s) % p->n;
        if (p->queen[q] >= 0) return q;
    }
    return p->stm;
}

/* Holes first reached at 1..steps steps from h through empty holes (stoppers included). */
static int layers_of(const Pos *p, int h, int steps, BB *layers) {
    BB empty = b_andnot(VALID, p->occ);
    BB seen = HBIT[h], front = seen;
    int nl = 0;
    for (int s = 0; s < steps; s++) {
        BB nw = b_andnot(grow(front), seen);
        if (!b_any(nw)) break;
        layers[nl++] = nw;
        seen = b_or(seen, nw);
        front = b_and(nw, empty);
        if (!b_any(front)) break;
    }
    return nl;
}

/* Every hole within `steps` steps of h through empty holes, h included. */
static BB reach_all(int h, int steps, BB empty) {
    BB seen = HBIT[h], front = seen;
    for (int s = 0; s < steps; s++) {
        BB nw = b_andnot(grow(front), seen);
        if (!b_any(nw)) break;
        seen = b_or(seen, nw);
        front = b_and(nw, empty);
        if (!b_any(front)) break;
    }
    return seen;
}

/* ---- move generation ----------------------------------------------------------------------- */

typedef struct {
    BB mask;
    int last;
} Seen;

#define MAXSEEN 2048

typedef struct {
    Move *out;
    int n, cap; /* moves so far, room in out */
    Seen seen[MAXSEEN];
    int nseen;
    int threats;  /* reduces and chain-ups only when they threaten one of the targets */
    int nq, q[2]; /* the targets: the enemy queens */
} Gen;

/* Whether a troop of `size` on `hole` is within its reach of a target (an enemy queen): the
 * troop a chain-up or a reduce puts there may capture her next move. */
static inline int threatens(const Gen *g, int hole, int size) {
    if (size >= FORT) return 0;
    for (int i = 0; i < g->nq; i++)
        if (DIST[hole][g->q[i]] <= size) return 1;
    return 0;
}

static inline void emit(Gen *g, int kind, int frm, int to, int count) {
    if (g->n >= g->cap) return;
    Move *m = &g->out[g->n++];
    m->kind = (int8_t)kind;
    m->frm = (int8_t)frm;
    m->to = (int8_t)to;
    m->count = (int8_t)count;
    m->len = 0;
}

static int seen_add(Gen *g, BB mask, int last) {
    for (int i = 0; i < g->nseen; i++)
        if (g->seen[i].last == last && g->seen[i].mask.lo == mask.lo &&
            g->seen[i].mask.hi == mask.hi)
            return 0;
    if (g->nseen < MAXSEEN) g->seen[g->nseen++] = (Seen){mask, last};
    return 1;
}

static void chains(const Pos *p, Gen *g, int single, int *path, int len, BB mask) {
    int last = path[len - 1];
    for (int i = 0; i < NBN[last]; i++) {
        int t = NB[last][i];
        if (p->cell[t] != single || b_has(mask, t)) continue;
        if (g->threats) { /* no longer line from here ends within its reach of a target */
            int far = 1;
            for (int j = 0; j < g->nq; j++)
                if (DIST[t][g->q[j]] <= 10 - (len + 1)) far = 0;
            if (far) continue;
        }
        path[len] = t;
        BB m2 = b_or(mask, HBIT[t]);
        if ((!g->threats || threatens(g, t, len + 1)) && seen_add(g, m2, t) && g->n < g->cap) {
            Move *m = &g->out[g->n++];
            m->kind = CHAIN;
            m->frm = (int8_t)path[0];
            m->to = (int8_t)t;
            m->count = (int8_t)(len + 1);
            m->len = (int8_t)(len + 1);
            for (int j = 0; j <= len; j++) m->line[j] = (int8_t)path[j];
        }
        if (len + 1 < FORT) chains(p, g, single, path, len + 1, m2);
    }
}

/* Unchain lines through empty holes; one per set of holes, the first in index order. */
static void unchains(const Pos *p, Gen *g, int size, int *path, int len, BB mask) {
    if (len == size) {
        if (seen_add(g, mask, -1 - path[0]) && g->n < g->cap) {
            Move *m = &g->out[g->n++];
            m->kind = UNCHAIN;
            m->frm = (int8_t)path[0];
            m->to = (int8_t)path[len - 1];
            m->count = (int8_t)size;
            m->len = (int8_t)len;
            for (int j = 0; j < len; j++) m->line[j] = (int8_t)path[j];
        }
        return;
    }
    if (len >= FORT) return; /* never: a troop has at most five balls */
    int last = path[len - 1];
    for (int i = 0; i < NBN[last]; i++) {
        int t = NB[last][i];
        if (p->cell[t] || b_has(mask, t)) continue;
        path[len] = t;
        unchains(p, g, size, path, len + 1, b_or(mask, HBIT[t]));
    }
}

/* All legal moves (the game goes on). lines=0 leaves out unchains, slow=0 also reduces and
 * chain-ups (what the search skips below the root), slow=SLOW_THREATS keeps those that put a
 * troop within its reach of an enemy queen (else a chain-up onto the queen would be a blind
 * spot below the root); with nothing left that way, all moves. */
static int gen_moves_in(const Pos *p, Move *out, int lines, int slow, int cap) {
    static _Thread_local Gen g; /* big (the seen lines); one per thread, never shared */
    g.out = out;
    g.cap = cap;
    g.n = 0;
    g.nseen = 0;
    g.threats = slow == SLOW_THREATS;
    g.nq = 0;
    int me = p->stm, single = me * 8 + 1;
    if (g.threats)
        for (int i = 0; i < p->n; i++)
            if (i != me && p->queen[i] >= 0) g.q[g.nq++] = p->queen[i];
    int path[6];
    BB mine = p->own[me];
    while (b_any(mine)) {
        int h = pop_hole(&mine);
        int c = p->cell[h];
        int k = c & 7;
        if (k == QK || k == 1) {
            for (int i = 0; i < NBN[h]; i++) {
                int t = NB[h][i], tc = p->cell[t];
                if (!tc)
                    emit(&g, MOVE, h, t, 0);
                else if (tc >> 3 == me) {
                    if (k == 1 && (tc & 7) < FORT) emit(&g, MOVE, h, t, 0);
                } else if ((tc & 7) != FORT)
                    emit(&g, MOVE, h, t, 0);
            }
            if (k == 1 && slow) {
                path[0] = h;
                chains(p, &g, single, path, 1, HBIT[h]);
            }
            continue;
        }
        if (k == FORT && !slow) continue;
        BB layers[5];
        int nl = layers_of(p, h, k, layers);
        int dist[NH];
        int targets[NH], nt = 0;
        BB all = {0, 0};
        for (int d = 0; d < nl; d++) all = b_or(all, layers[d]);
        for (int d = 0; d < nl; d++) {
            BB l = layers[d];
            while (b_any(l)) dist[pop_hole(&l)] = d + 1;
        }
        while (b_any(all)) targets[nt++] = pop_hole(&all);
        if (k < FORT) {
            for (int i = 0; i < nt; i++) {
                int t = targets[i], tc = p->cell[t];
                if (!tc)
                    emit(&g, MOVE, h, t, 0);
                else if (tc >> 3 == me) {
                    if ((tc & 7) + k <= FORT) emit(&g, MOVE, h, t, 0);
                } else if ((tc & 7) != FORT)
                    emit(&g, MOVE, h, t, 0);
            }
        }
        if (slow)
            for (int cnt = 1; cnt < k; cnt++)
                for (int i = 0; i < nt; i++) {
                    int t = targets[i], tc = p->cell[t];
                    if (dist[t] <= cnt && (!tc || (tc >> 3 == me && (tc & 7) + cnt <= FORT)) &&
                        (!g.threats || threatens(&g, t, (tc & 7) + cnt)))
                        emit(&g, REDUCE, h, t, cnt);
                }
        if (lines) {
            path[0] = h;
            unchains(p, &g, k, path, 1, HBIT[h]);
        }
    }
    int q = p->queen[me];
    if (p->res[me] > 0 && q >= 0)
        for (int i = 0; i < NBN[q]; i++)
            if (!p->cell[NB[q][i]]) emit(&g, PRODUCE, -1, NB[q][i], 0);
    if (!g.n) {
        if (!(lines && slow == 1)) return gen_moves_in(p, out, 1, 1, cap);
        emit(&g, PASSING, -1, -1, 0);
    }
    return g.n;
}

static inline int gen_moves(const Pos *p, Move *out, int lines, int slow) {
    return gen_moves_in(p, out, lines, slow, MAXMOVES);
}

/* The side to move's captures only (whole pieces onto enemy pieces that are no fortress). */
static int gen_captures(const Pos *p, Move *out) {
    int me = p->stm, n = 0;
    BB empty = b_andnot(VALID, p->occ);
    BB forts = p->fort;
    BB prey = b_andnot(b_andnot(p->occ, p->own[me]), forts);
    BB mine = p->own[me];
    while (b_any(mine)) {
        int h = pop_hole(&mine);
        int k = p->cell[h] & 7;
        if (k == FORT) continue;
        BB r = (k == QK || k == 1) ? NMASK[h] : reach_all(h, k, empty);
        BB hit = b_and(r, prey);
        while (b_any(hit)) {
            int t = pop_hole(&hit);
            out[n++] = (Move){MOVE, (int8_t)h, (int8_t)t, 0, 0, {0}};
        }
    }
    return n;
}

static inline int is_capture(const Pos *p, const Move *m) {
    return m->kind == MOVE && p->cell[m->to] && (p->cell[m->to] >> 3) != p->stm;
}

/* The position after m (dst may not be src). */
static void play(const Pos *src, const Move *m, Pos *dst) {
    *dst = *src;
    Pos *p = dst;
    int me = p->stm, captured = 0;
    switch (m->kind) {
    case MOVE: {
        int piece = p->cell[m->frm], target = p->cell[m->to];
        put(p, m->frm, 0);
        if (!target) {
            put(p, m->to, piece);
            if ((piece & 7) == QK) p->queen[me] = m->to;
        } else if (target >> 3 == me) {
            put(p, m->to, target + (piece & 7));
        } else {
            captured = 1;
            put(p, m->to, piece);
            if ((piece & 7) == QK) p->queen[me] = m->to;
            if ((target & 7) == QK) {
                int victim = target >> 3;
                p->queen[victim] = -1;
                p->key ^= ZRES[victim][p->res[victim]] ^ ZRES[victim][0];
                p->res[victim] = 0;
                if (p->n > 2) {
                    BB theirs = p->own[victim];
                    while (b_any(theirs)) {
                        int h = pop_hole(&theirs);
                        put(p, h, me * 8 + (p->cell[h] & 7));
                    }
                }
            }
        }
        break;
    }
    case REDUCE: {
        put(p, m->frm, p->cell[m->frm] - m->count);
        int target = p->cell[m->to];
        put(p, m->to, target ? target + m->count : me * 8 + m->count);
        break;
    }
    case CHAIN:
        for (int i = 0; i < m->len; i++) put(p, m->line[i], 0);
        put(p, m->to, me * 8 + m->len);
        break;
    case UNCHAIN:
        for (int i = 0; i < m->len; i++) put(p, m->line[i], me * 8 + 1);
        break;
    case PRODUCE:
        put(p, m->to, me * 8 + 1);
        p->key ^= ZRES[me][p->res[me]] ^ ZRES[me][p->res[me] - 1];
        p->res[me]--;
        break;
    default:
        break;
    }
    p->nocap = captured ? 0 : p->nocap + 1;
    int nxt = next_player(p);
    p->key ^= ZSTM[p->stm] ^ ZSTM[nxt];
    p->stm = (uint8_t)nxt;
}

/* Whether a piece of `attacker` on some hole can capture the piece on `target` now. Worked
 * backwards from the target: E1 is its empty neighbours (where a capturer stands before the
 * last step), E(s) adds the empty holes one step further; a troop of k soldiers reaches the
 * target when it stands next to it or next to E(k-1) (a path of empty holes, the same holes a
 * walk forward from the troop would take), so one flood from the target serves every piece. */
static int attacks(const Pos *p, int attacker, int target, BB empty) {
    BB mine = b_andnot(b_andnot(p->own[attacker], p->fort), HBIT[target]);
    if (!b_any(mine)) return 0;
    if (b_any(b_and(mine, NMASK[target]))) return 1; /* one step: every piece that moves */
    BB e = b_and(NMASK[target], empty);
    BB next[5]; /* next[k]: holes next to E(k-1), from which k steps reach the target */
    for (int k = 2; k <= 4; k++) {
        if (!b_any(e)) return 0;
        next[k] = grow(e);
        if (k < 4) e = b_or(e, b_and(next[k], empty));
    }
    BB cand = b_and(mine, next[4]);
    while (b_any(cand)) {
        int h = pop_hole(&cand);
        int k = p->cell[h] & 7;
        if (k >= 2 && k <= 4 && b_has(next[k], h)) return 1;
    }
    return 0;
}

/* ---- evaluation ---------------------------------------------------------------------------- */

static inline int tdiv(int a, int b) { return a / b; } /* C truncates; reference.py does too */

/* Each player's own score (0 for a player who is out); the combination is in evaluate(), which
 * also reads each player's material, its attackers' nearness, how many enemy pieces reach its
 * queen's ring (zone), and of them how many are each other player's (ring[by][queen's owner]),
 * and its queen's free neighbours (qopen). */
static void scores_of(const Pos *p, int *s, int *matl, int *near_out, int *zone_out,
                      int *qopen_out, int ring[3][3]) {
    int n = p->n, stm = p->stm;
    int mat[3] = {0}, mob[3] = {0}, zone[3] = {0}, check[3] = {0}, checkby[3] = {0};
    int near[3] = {0}, hang[3] = {0};
    BB empty = b_andnot(VALID, p->occ);
    BB forts = p->fort;
    memset(ring, 0, sizeof(int[3][3]));
    for (int i = 0; i < n; i++) {
        matl[i] = 0;
        qopen_out[i] = 0;
        if (p->queen[i] >= 0) {
            qopen_out[i] = b_count(b_and(NMASK[p->queen[i]], empty));
            mat[i] += W_RES * p->res[i] + W_OPEN * qopen_out[i];
            matl[i] += W_RES * p->res[i];
        }
    }
    BB pieces = p->occ;
    while (b_any(pieces)) {
        int h = pop_hole(&pieces);
        int c = p->cell[h];
        int pl = c >> 3, k = c & 7;
        if (k != QK) {
            mat[pl] += W_PIECE * k;
            matl[pl] += W_PIECE * k;
            if (k == FORT) {
                mat[pl] += W_FORT;
                continue;
            }
        }
        BB r = (k == QK || k == 1) ? b_or(NMASK[h], HBIT[h]) : reach_all(h, k, empty);
        int fr = b_count(b_and(r, empty));
        mob[pl] += fr < 12 ? fr : 12;
        BB hit = b_andnot(b_andnot(b_and(r, p->occ), p->own[pl]), forts);
        while (b_any(hit)) {
            int t = pop_hole(&hit);
            int tc = p->cell[t];
            if ((tc & 7) == QK) {
                check[tc >> 3]++;
                checkby[tc >> 3] |= 1 << pl;
            } else if ((tc >> 3) == stm && pl != stm && W_PIECE * (tc & 7) > hang[pl]) {
                hang[pl] = W_PIECE * (tc & 7);
            }
        }
        if (k == QK) continue;
        int w = k >= 3 ? 2 : 1;
        for (int e = 0; e < n; e++) {
            int q = p->queen[e];
            if (e == pl || q < 0) continue;
            if (b_any(b_and(r, NMASK[q]))) {
                zone[e]++;
                ring[pl][e]++;
            }
            int d = DIST[h][q];
            if (d < 8) near[pl] += (8 - d) * w;
        }
    }
    for (int i = 0; i < n; i++) {
        near_out[i] = near[i];
        zone_out[i] = zone[i];
        if (p->queen[i] < 0) {
            s[i] = 0;
            continue;
        }
        int v = mat[i] + W_MOB * mob[i] + W_NEAR * near[i] - W_ZONE * zone[i];
        if (check[i]) {
            int before = 0, q = stm;
            for (int j = 0; j < n; j++) {
                if (q == i) break;
                if (p->queen[q] >= 0) before |= 1 << q;
                q = (q + 1) % n;
            }
            v -= (checkby[i] & before) ? W_LOST
                 : check[i] == 1       ? W_CHECK1
                 : check[i] == 2       ? W_CHECK2
                                       : W_CHECK3;
        }
        s[i] = v;
    }
    for (int i = 0; i < n; i++)
        if (i != stm && p->queen[i] >= 0) s[stm] -= tdiv(hang[i] * W_HANG, 100);
}

/* The score for `root` (positive is good for it); the others count as one side. A side well
 * ahead in material gains from trades (its lead weighs more as the board empties), from every
 * enemy piece taken (W_THIN), from bringing its pieces near the enemy queen and onto her ring
 * (W_CHASE), and from closing her free holes (W_CAGE), so a won game is driven home. The same
 * holds in a three-player game once one player is out: the two left play a two-player game
 * (without it a won three-player game drifted to the ply cap). With three in play, the others'
 * best and mean count half each, and a root well ahead of its weakest opponent gains from each
 * of its pieces on that queen's ring (W_PREY): who takes a queen takes her army, so the weak
 * player's queen is the prize, and the other opponent must not get there first. */
static int evaluate(const Pos *p, int root) {
    int s[3], matl[3], near[3], zone[3], qopen[3], ring[3][3];
    scores_of(p, s, matl, near, zone, qopen, ring);
    int mine = s[root];
    int cnt = 0, other = p->n == 2 ? 1 - root : -1;
    for (int i = 0; i < p->n; i++)
        if (i != root && p->queen[i] >= 0) {
            cnt++;
            if (p->n == 3) other = i;
        }
    if (p->n == 2 || cnt == 1) {
        if (other < 0 || p->queen[other] < 0) return mine;
        int v = mine - s[other];
        int lead = matl[root] - matl[other];
        int total = matl[root] + matl[other] + 100;
        int mag = lead < 0 ? -lead : lead;
        if (mag >= 300) {
            int sign = lead > 0 ? 1 : -1;
            int leader = lead > 0 ? root : other;
            int loser = leader == root ? other : root;
            v += sign * (tdiv(mag * W_CONV, total) + W_NEAR * near[leader] +
                         W_CHASE * zone[loser] - W_CAGE * qopen[loser] -
                         tdiv(W_THIN * matl[loser], 100));
        }
        return v;
    }
    if (!cnt) return mine;
    int sum = 0, best = -INF, weak = -1;
    for (int i = 0; i < p->n; i++)
        if (i != root && p->queen[i] >= 0) {
            sum += s[i];
            if (s[i] > best) best = s[i];
            if (weak < 0 || matl[i] < matl[weak]) weak = i;
        }
    int v = mine - tdiv(best * cnt + sum, 2 * cnt); /* the others' best and mean, half each */
    if (matl[root] - matl[weak] >= 300) v += W_PREY * ring[root][weak];
    return v;
}

/* ---- the search ---------------------------------------------------------------------------- */

typedef struct {
    u64 key;
    u64 move;
    int32_t score;
    int8_t depth, flag;
} TTE;

typedef struct {
    u64 key;
    int32_t value;
} ECE;

#define EC_BITS 18

/* Three-player search: paranoid (the two others move in turn, one side against the root) or
 * best-reply (at the others' turn, the one best move of either of them, then the root again:
 * the root sees twice as many of its own moves in the same depth). */
enum { MODE_PARANOID = 0, MODE_BRS = 1 };

enum { T_EXACT = 1, T_LOWER = 2, T_UPPER = 3 };

typedef struct {
    PyObject_HEAD int tt_bits;
    TTE *tt;
    Move *mstack; /* MAXPLY * MAXMOVES */
    int root, exact, stop;
    long long nodes;
    double deadline;
    PyObject *cancel;
    PyThreadState *ts;
    u64 killers[MAXPLY][2];
    uint8_t nulled[MAXPLY]; /* a null move was made at this ply */
    int hist[NH + 1][NH];
    u64 path[MAXPLY + 512];
    uint8_t irr[MAXPLY + 512];
    int npath;
    int limit; /* the no-capture limit of the rules, 0 for none */
    int mode;  /* three players: MODE_PARANOID or MODE_BRS */
    ECE *ecache; /* evaluations by position and root (half the nodes are re-evaluations) */
} Engine;

static double now(void) {
    struct timespec t;
#if defined(_WIN32)
    timespec_get(&t, TIME_UTC);
#else
    clock_gettime(CLOCK_MONOTONIC, &t);
#endif
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

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
    if (now() >= e->deadline) {
        e->stop = 1;
        return;
    }
    if (!(e->nodes % POLL_EVERY)) {
        poll_cancel(e);
        if (!e->stop && now() >= e->deadline) e->stop = 1;
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

/* evaluate() for the root, remembered by the position's key (the key covers the cells, the
 * reserves and the side to move, which is all the evaluation reads). */
static inline u64 ec_key(const Engine *e, const Pos *p) {
    return p->key ^ ZROOT[e->root] ^ ((u64)p->n * 0x9E3779B97F4A7C15ull);
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
    if (slot->key == k) return slot->value;
    int v = evaluate(p, e->root);
    slot->key = k;
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
    int check = (p->n == 2 || p->stm == e->root) && in_check(p);
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
        int v = child_value(e, p, &c, 0, alpha, beta, ply, qd, 1);
        if (e->stop) return 0;
        if (v > best) best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
    }
    return best;
}

static void order_moves(Engine *e, const Pos *p, Move *mv, int n, int *key, u64 ttm, int ply) {
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

typedef struct {
    int key, idx;
} Ord;

static int cmp_ord(const void *a, const void *b) {
    const Ord *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? 1 : -1;
    return x->idx - y->idx;
}

/* The moves in order of their keys, best first (ties in generation order). */
static void sort_moves(Move *mv, const int *key, int n) {
    Ord ord[MAXMOVES];
    Move tmp[MAXMOVES];
    for (int i = 0; i < n; i++) ord[i] = (Ord){key[i], i};
    qsort(ord, (size_t)n, sizeof(Ord), cmp_ord);
    for (int i = 0; i < n; i++) tmp[i] = mv[ord[i].idx];
    memcpy(mv, tmp, sizeof(Move) * (size_t)n);
}

static inline void pick(Move *mv, int *key, int i, int n) {
    int bi = i;
    for (int j = i + 1; j < n; j++)
        if (key[j] > key[bi]) bi = j;
    if (bi != i) {
        Move t = mv[i];
        mv[i] = mv[bi];
        mv[bi] = t;
        int tk = key[i];
        key[i] = key[bi];
        key[bi] = tk;
    }
}

static inline int to_tt(int v, int ply) {
    return v >= WIN_BOUND ? v + ply : v <= -WIN_BOUND ? v - ply : v;
}
static inline int from_tt(int v, int ply) {
    return v >= WIN_BOUND ? v - ply : v <= -WIN_BOUND ? v + ply : v;
}

static inline u64 tt_key(const Engine *e, const Pos *p) {
    return p->n == 2 ? p->key : p->key ^ ZROOT[e->root];
}

static int search(Engine *e, const Pos *p, int depth, int alpha, int beta, int ply) {
    if (e->tt && depth > 0) PREFETCH(&e->tt[tt_key(e, p) & (((u64)1 << e->tt_bits) - 1)]);
    count_node(e);
    if (e->stop) return 0;
    int done = settled(e, p, ply);
    if (done != INF + 1) return done;
    if (ply > 0) {
        if (repeated(e, p->key)) return 0;
        if (e->limit && p->nocap >= e->limit) return 0;
    }
    if (queen_take(e, p)) return WIN - ply - 1;
    if (depth <= 0 || ply >= MAXPLY - 2) return qsearch(e, p, alpha, beta, ply, 0);
    int alpha0 = alpha;
    u64 tk = tt_key(e, p), ttm = 0;
    TTE *slot = NULL;
    if (!e->exact && e->tt) {
        slot = &e->tt[tk & (((u64)1 << e->tt_bits) - 1)];
        if (slot->key == tk) {
            ttm = slot->move;
            if (slot->depth >= depth && ply > 0) {
                int v = from_tt(slot->score, ply);
                if (slot->flag == T_EXACT) return v;
                if (slot->flag == T_LOWER && v >= beta) return v;
                if (slot->flag == T_UPPER && v <= alpha) return v;
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
    /* Null move: if passing still holds beta, a real move will (Myra has few zugzwangs). */
    if (!e->exact && ply > 0 && depth >= 3 && !check && !e->nulled[ply - 1] && p->n == 2 &&
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
    } else {
        n = gen_moves(p, mv, ply == 0, ply == 0 || check ? 1 : SLOW_THREATS);
        order_moves(e, p, mv, n, key, ttm, ply);
    }
    int best = -INF, quiets = 0;
    u64 best_code = 0;
    e->path[e->npath] = p->key;
    e->irr[e->npath] = 0;
    e->npath++;
    for (int i = 0; i < n; i++) {
        /* Most nodes cut after a move or two: the first moves are picked one at a time, the
         * rest sorted once when they are reached. */
        if (i < LAZY)
            pick(mv, key, i, n);
        else if (i == LAZY)
            sort_moves(mv + i, key + i, n - i);
        Move *m = &mv[i];
        Pos c;
        const Pos *from = brs ? &as[m->frm >= 0 ? p->cell[m->frm] >> 3 : m->count] : p;
        int cap = is_capture(from, m);
        /* Late quiet moves near the leaves are not searched at all (a node has some two
         * hundred moves; the ordering puts the plausible ones first). */
        if (!cap && !e->exact && !check && i > 0 && depth <= 2 && best > -WIN_BOUND &&
            (futile || quiets >= (depth == 1 ? LMP1 : LMP2)))
            continue;
        quiets += !cap;
        play(from, m, &c);
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
            }
            break;
        }
    }
    e->npath--;
    if (slot && !e->stop) {
        slot->key = tk;
        slot->move = best_code;
        slot->score = to_tt(best, ply);
        slot->depth = (int8_t)depth;
        slot->flag = best <= alpha0 ? T_UPPER : best >= beta ? T_LOWER : T_EXACT;
    }
    return best;
}

/* ---- Python glue --------------------------------------------------------------------------- */

static int read_pos(PyObject *t, Pos *p) {
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
    memset(p, 0, sizeof(*p));
    p->n = (uint8_t)n;
    p->stm = (uint8_t)stm;
    p->nocap = nocap;
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
        if (k == QK) p->queen[v >> 3] = (int8_t)h;
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

static int read_move(PyObject *t, Move *m) {
    int kind, frm, to, count;
    PyObject *line;
    if (!PyArg_ParseTuple(t, "iiiiO", &kind, &frm, &to, &count, &line)) return -1;
    PyObject *ls = PySequence_Fast(line, "the line must be a sequence");
    if (!ls) return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(ls);
    if (len > 5 || kind < 0 || kind > PASSING || frm < -1 || frm >= NH || to < -1 || to >= NH) {
        Py_DECREF(ls);
        PyErr_SetString(PyExc_ValueError, "not a move");
        return -1;
    }
    m->kind = (int8_t)kind;
    m->frm = (int8_t)frm;
    m->to = (int8_t)to;
    m->count = (int8_t)count;
    m->len = (int8_t)len;
    for (Py_ssize_t i = 0; i < len; i++)
        m->line[i] = (int8_t)PyLong_AsLong(PySequence_Fast_GET_ITEM(ls, i));
    Py_DECREF(ls);
    return PyErr_Occurred() ? -1 : 0;
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
    if (PySequence_Size(nbs) != NH || PySequence_Size(rds) != NH) {
        PyErr_SetString(PyExc_ValueError, "the board has 91 holes");
        return NULL;
    }
    int row[NH], diag[NH];
    VALID = (BB){0, 0};
    for (int g = 0; g < 128; g++) G2H[g] = -1;
    for (int h = 0; h < NH; h++) {
        PyObject *rd = PySequence_GetItem(rds, h);
        if (!rd || !PyArg_ParseTuple(rd, "ii", &row[h], &diag[h])) {
            Py_XDECREF(rd);
            return NULL;
        }
        Py_DECREF(rd);
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
        PyObject *nb = PySequence_Fast(PySequence_GetItem(nbs, h), "neighbours");
        if (!nb) return NULL;
        NBN[h] = (int)PySequence_Fast_GET_SIZE(nb);
        if (NBN[h] > 6) NBN[h] = 6;
        NMASK[h] = (BB){0, 0};
        for (int i = 0; i < NBN[h]; i++) {
            NB[h][i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(nb, i));
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
    Py_RETURN_NONE;
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
    Move *mv = PyMem_Malloc(sizeof(Move) * MAXMOVES);
    if (!mv) return PyErr_NoMemory();
    int n = gen_moves(&p, mv, lines, slow);
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
    if (read_pos(pt, &p) || read_move(mt, &m)) return NULL;
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

static PyObject *mod_evaluate(PyObject *self, PyObject *args) {
    PyObject *pt;
    int root;
    (void)self;
    if (!PyArg_ParseTuple(args, "Oi", &pt, &root)) return NULL;
    Pos p;
    if (read_pos(pt, &p)) return NULL;
    if (root < 0 || root >= p.n || p.queen[root] < 0) {
        PyErr_SetString(PyExc_ValueError, "root must be a player still in the game");
        return NULL;
    }
    return PyLong_FromLong(evaluate(&p, root));
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
        if (x < -100000 || x > 100000) {
            PyErr_Format(PyExc_ValueError, "%s=%ld: out of range", name, x);
            return NULL;
        }
        *WEIGHTS[i].w = (int)x;
    }
    Py_RETURN_NONE;
}

/* ---- the Engine type ----------------------------------------------------------------------- */

static int Engine_init(Engine *e, PyObject *args, PyObject *kw) {
    int bits = 20;
    (void)kw;
    if (!PyArg_ParseTuple(args, "|i", &bits)) return -1;
    if (bits < 10 || bits > 26) {
        PyErr_SetString(PyExc_ValueError, "tt_bits must be 10..26");
        return -1;
    }
    PyMem_Free(e->tt);
    PyMem_Free(e->mstack);
    e->tt_bits = bits;
    e->tt = PyMem_Calloc((size_t)1 << bits, sizeof(TTE));
    e->mstack = PyMem_Malloc(sizeof(Move) * MAXMOVES * MAXPLY);
    PyMem_Free(e->ecache);
    e->ecache = PyMem_Calloc((size_t)1 << EC_BITS, sizeof(ECE));
    if (!e->tt || !e->mstack || !e->ecache) {
        PyErr_NoMemory();
        return -1;
    }
    memset(e->hist, 0, sizeof(e->hist));
    memset(e->killers, 0, sizeof(e->killers));
    return 0;
}

static void Engine_dealloc(Engine *e) {
    PyMem_Free(e->tt);
    PyMem_Free(e->mstack);
    PyMem_Free(e->ecache);
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
    (void)p;
    e->root = p->stm;
    e->stop = 0;
    e->nodes = 0;
    e->cancel = cancel;
    e->deadline = now() + seconds;
    e->limit = limit;
    for (int i = 0; i <= NH; i++)
        for (int j = 0; j < NH; j++) e->hist[i][j] /= 8;
    memset(e->killers, 0, sizeof(e->killers));
    memset(e->nulled, 0, sizeof(e->nulled));
    return 0;
}

typedef struct {
    Move m;
    int score;
} Scored;

static int cmp_scored(const void *a, const void *b) {
    int x = ((const Scored *)a)->score, y = ((const Scored *)b)->score;
    return (x < y) - (x > y);
}

/* One root iteration: every move scored (exact ones with an open window, else PVS). Returns how
 * many moves were searched fully before a stop. */
static int root_pass(Engine *e, const Pos *p, Scored *res, int n, int depth, int exact) {
    int alpha = -INF;
    for (int i = 0; i < n; i++) {
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
        if (e->stop) return i;
        res[i].score = v;
        if (v > alpha) alpha = v;
    }
    return n;
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
    if (read_pos(pt, &p)) return NULL;
    double start = now();
    if (begin(e, &p, seen, seconds, cancel, limit)) return NULL;
    e->exact = 0;
    Move *mv = e->mstack;
    int n = gen_moves(&p, mv, 1, 1);
    Scored *res = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    Scored *work = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    if (!res || !work) {
        PyMem_Free(res);
        PyMem_Free(work);
        return PyErr_NoMemory();
    }
    /* First order: captures by victim, then the generator's order. */
    int key[MAXMOVES];
    order_moves(e, &p, mv, n, key, 0, 0);
    for (int i = 0; i < n; i++) {
        pick(mv, key, i, n);
        res[i].m = mv[i];
        res[i].score = 0;
    }
    int depth_done = 0;
    e->ts = PyEval_SaveThread();
    for (int d = 1; d <= max_depth && d < MAXPLY - 8; d++) {
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
                if (bi > 0 && work[bi].score > work[0].score) {
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
        if (now() - start > 0.6 * seconds) break;
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
    if (read_pos(pt, &p)) return NULL;
    if (begin(e, &p, seen, 3600.0, Py_None, limit)) return NULL;
    e->exact = 1;
    Move *mv = e->mstack;
    int n = gen_moves(&p, mv, 1, 1);
    Scored *res = PyMem_Malloc(sizeof(Scored) * (size_t)n);
    if (!res) return PyErr_NoMemory();
    for (int i = 0; i < n; i++) res[i].m = mv[i];
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

static PyMethodDef Engine_methods[] = {
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
