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

typedef uint32_t u32;
typedef uint64_t u64;

#define WIN 1000000
#define WIN_BOUND (WIN - 10000)
#define INF (WIN + 1)
#define NO_SCORE (-INF - 1)
#define MAXPLY 128
#define POLL_EVERY 4096
#define MAXMOVES 4096
#define MSTACK (1 << 17)

/* A move in one 64-bit word: bits 0-4 the target (31: pass), 5-9 the source (24: a placement),
 * 10-33 the mask of removed points. */
#define PLACE 24
#define MV(frm, to, rem) ((u64)(to) | ((u64)(frm) << 5) | ((u64)(rem) << 10))
#define MV_TO(m) ((int)((m)&31))
#define MV_FROM(m) ((int)(((m) >> 5) & 31))
#define MV_REM(m) ((u32)((m) >> 10))
#define PASS_MV MV(31, 31, 0)
#define NO_MOVE ((u64)-1)
#define EG_MAXP 9 /* endgame tables up to nine pieces a side (see the endgame section) */
#define PL_MAXL (2 * EG_MAXP) /* placing layers of a solved game */

/* Evaluation weights, in the order of search.WEIGHT_NAMES. */
enum {
    W_MAT_PLACE, W_MAT_MOVE, W_OPEN, W_MILL, W_CLOSE, W_THREAT1, W_THREAT2, W_MOB_PLACE,
    W_STUCK_PLACE, W_LIB_PLACE, W_MOB_MOVE, W_STUCK_MOVE, W_BLOCKED, W_LOWMOB, W_RUN,
    W_DOUBLE, W_FLYMOB, W_QPLIES, NW
};

typedef struct {
    int n;
    u32 full;
    u32 adj[24];
    int nmills;
    u32 mills[32];
    int nat[24];
    u32 mills_at[24][4];
    int flying, fly_at, line_wins, per_mill, remove_any, lasker, first_loses, passes,
        repetition, quiet_limit, endgame_limit;
    u64 zp[2][24], zh[2][16], zside;
    int w[NW];
} Cfg;

typedef struct {
    u32 bb[2];
    int hand[2];
    int side;
    int quiet;
    u64 key;
} Pos;

typedef struct {
    u64 key;
    u64 move;
    int32_t score;
    int16_t depth;
    uint8_t flag;
    uint8_t used;
} TTEntry;

enum { EXACT = 0, LOWER = 1, UPPER = 2 };

typedef struct {
    PyObject_HEAD Cfg c;
    TTEntry *tt;
    u64 tt_mask;
    int use_tt;
    const int8_t *table; /* the solved 3-v-3 flying endgame, or NULL */
    PyObject *table_obj;
    Py_buffer table_buf;
    /* the endgame tables T(a, b) set by set_endgame (see the endgame section), or NULL */
    const int8_t *eg[EG_MAXP + 1][EG_MAXP + 1];
    PyObject *eg_obj[EG_MAXP + 1][EG_MAXP + 1];
    Py_buffer eg_buf[EG_MAXP + 1][EG_MAXP + 1];
    /* the placing layers of a solved game (set_placing; layer k: k placements made), or none */
    int pl_pieces;
    const int8_t *pl[PL_MAXL];
    PyObject *pl_obj[PL_MAXL];
    Py_buffer pl_buf[PL_MAXL];
    u64 pl_off[PL_MAXL][EG_MAXP + 1][EG_MAXP + 1];
    int hist[25][24];
    u64 killers[MAXPLY][2];
    u64 *mstack;
    int *sstack;
    int msp;
    /* repetition: the keys of the game since the last removal, then the search path */
    u64 path[MAXPLY + 1024];
    int npath;
    uint16_t repcount[1 << 16];
    /* one think */
    long long nodes;
    int depth_reached;
    int root_side;
    int contempt;
    int stop;
    double deadline;
    PyObject *cancel;
    PyThreadState *ts;
} Engine;

/* The clock and the two bit counts are the only things the compilers disagree on. GCC and Clang
 * have built-ins; MSVC has intrinsics on x86-64 (POPCNT, which Qt 6 demands of the CPU anyway)
 * and on ARM64; any other compiler, or MILL_PORTABLE_BITS, gets plain C, so a compiler without
 * either never costs the native core (the portable path is the one the Windows build leans on
 * if the intrinsics are missing, and it is checked here by building with -DMILL_PORTABLE_BITS). */
static double now(void) {
    struct timespec t;
#if defined(_WIN32)
    timespec_get(&t, TIME_UTC); /* MSVC's C runtime has no clock_gettime; C11's clock is enough */
#else
    clock_gettime(CLOCK_MONOTONIC, &t);
#endif
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

#if !defined(MILL_PORTABLE_BITS) && (defined(__GNUC__) || defined(__clang__))
static inline int pc(u32 x) { return __builtin_popcount(x); }
static inline int lsb(u32 x) { return __builtin_ctz(x); }
#elif !defined(MILL_PORTABLE_BITS) && defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
#include <intrin.h>
#if defined(_M_X64)
static inline int pc(u32 x) { return (int)__popcnt(x); }
#else
static inline int pc(u32 x) { return (int)_CountOneBits(x); }
#endif
static inline int lsb(u32 x) {
    unsigned long i;
    _BitScanForward(&i, x);
    return (int)i;
}
#else
static inline int pc(u32 x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
static inline int lsb(u32 x) { return pc((x & (0u - x)) - 1u); } /* x is never 0 here */
#endif

/* ---- the position ------------------------------------------------------------------------ */

static u64 zobrist(const Cfg *c, const Pos *p) {
    u64 k = c->zh[0][p->hand[0]] ^ c->zh[1][p->hand[1]] ^ (p->side ? c->zside : 0);
    for (int s = 0; s < 2; s++)
        for (u32 m = p->bb[s]; m; m &= m - 1) k ^= c->zp[s][lsb(m)];
    return k;
}

static u32 in_mills(const Cfg *c, u32 mask) {
    u32 out = 0;
    for (int i = 0; i < c->nmills; i++)
        if ((mask & c->mills[i]) == c->mills[i]) out |= c->mills[i];
    return out;
}

static u32 removable(const Cfg *c, u32 opp) {
    if (c->remove_any) return opp;
    u32 free_ = opp & ~in_mills(c, opp);
    return free_ ? free_ : opp;
}

static inline int count(const Pos *p, int s) { return pc(p->bb[s]) + p->hand[s]; }

static inline int can_fly(const Cfg *c, const Pos *p, int s) {
    return c->flying && count(p, s) <= c->fly_at;
}

static int over_material(const Cfg *c, const Pos *p) {
    if (c->line_wins) return 0;
    return count(p, 0) < 3 || count(p, 1) < 3;
}

/* Sets of k pieces removable one after another, as masks, without repeats. */
static void removal_sets(const Cfg *c, u32 opp, int k, u32 taken, u32 *sets, int *ns) {
    if (k == 0 || opp == 0) {
        for (int i = 0; i < *ns; i++)
            if (sets[i] == taken) return;
        if (*ns < 512) sets[(*ns)++] = taken;
        return;
    }
    for (u32 r = removable(c, opp); r; r &= r - 1) {
        u32 bit = r & -r;
        removal_sets(c, opp & ~bit, k - 1, taken | bit, sets, ns);
    }
}

static int add_step(const Cfg *c, u32 me, u32 opp, int frm, int to, u64 *out, int n) {
    u32 nw = (frm < PLACE ? me & ~(1u << frm) : me) | (1u << to);
    int closed = 0;
    for (int i = 0; i < c->nat[to]; i++)
        if ((nw & c->mills_at[to][i]) == c->mills_at[to][i]) closed++;
    if (!closed || c->line_wins) {
        if (n < MAXMOVES) out[n++] = MV(frm, to, 0);
        return n;
    }
    int k = c->per_mill ? closed : 1;
    if (k == 1) {
        if (!opp) {
            if (n < MAXMOVES) out[n++] = MV(frm, to, 0);
            return n;
        }
        for (u32 r = removable(c, opp); r; r &= r - 1)
            if (n < MAXMOVES) out[n++] = MV(frm, to, r & -r);
        return n;
    }
    u32 sets[512];
    int ns = 0;
    removal_sets(c, opp, k, 0, sets, &ns);
    for (int i = 0; i < ns; i++)
        if (n < MAXMOVES) out[n++] = MV(frm, to, sets[i]);
    return n;
}

static int gen_moves(const Cfg *c, const Pos *p, u64 *out) {
    int s = p->side;
    u32 me = p->bb[s], opp = p->bb[1 - s];
    u32 empty = c->full & ~(me | opp);
    int n = 0;
    if (p->hand[s] > 0) {
        for (u32 e = empty; e; e &= e - 1) n = add_step(c, me, opp, PLACE, lsb(e), out, n);
        if (!c->lasker) goto done;
    }
    if (can_fly(c, p, s)) {
        for (u32 f = me; f; f &= f - 1)
            for (u32 e = empty; e; e &= e - 1) n = add_step(c, me, opp, lsb(f), lsb(e), out, n);
    } else {
        for (u32 f = me; f; f &= f - 1) {
            int frm = lsb(f);
            for (u32 e = c->adj[frm] & empty; e; e &= e - 1)
                n = add_step(c, me, opp, frm, lsb(e), out, n);
        }
    }
done:
    if (n == 0 && c->passes && !over_material(c, p)) out[n++] = PASS_MV;
    return n;
}

static void play(const Cfg *c, const Pos *p, u64 m, Pos *q) {
    int s = p->side, o = 1 - s;
    *q = *p;
    q->side = o;
    q->key = p->key ^ c->zside;
    int to = MV_TO(m);
    if (to == 31) {
        q->quiet = p->quiet + 1;
        return;
    }
    int frm = MV_FROM(m);
    if (frm == PLACE) {
        int h = p->hand[s];
        q->key ^= c->zh[s][h] ^ c->zh[s][h - 1];
        q->hand[s] = h - 1;
    } else {
        q->bb[s] &= ~(1u << frm);
        q->key ^= c->zp[s][frm];
    }
    q->bb[s] |= 1u << to;
    q->key ^= c->zp[s][to];
    u32 rem = MV_REM(m);
    if (rem) {
        for (u32 r = rem; r; r &= r - 1) q->key ^= c->zp[o][lsb(r)];
        q->bb[o] &= ~rem;
        q->quiet = 0;
    } else {
        q->quiet = p->quiet + 1;
    }
}

/* ---- the evaluation (search.evaluate says the same in Python) -------------------------------- */

static u32 closable(const Cfg *c, const Pos *p, int side, u32 points) {
    if (!points) return 0;
    if (p->hand[side] > 0 || can_fly(c, p, side)) return points;
    u32 me = p->bb[side], out = 0;
    for (u32 pts = points; pts; pts &= pts - 1) {
        int e = lsb(pts);
        u32 movers = c->adj[e] & me;
        if (!movers) continue;
        for (int i = 0; i < c->nat[e]; i++) {
            u32 m = c->mills_at[e][i];
            if (pc(me & m) == 2 && (movers & ~m)) {
                out |= 1u << e;
                break;
            }
        }
    }
    return out;
}

static void mobility(const Cfg *c, u32 me, u32 empty, int *mob, int *stuck, int *lib) {
    int mb = 0, st = 0;
    u32 reach = 0;
    for (u32 m = me; m; m &= m - 1) {
        u32 a = c->adj[lsb(m)] & empty;
        int k = pc(a);
        mb += k;
        reach |= a;
        if (!k) st++;
    }
    *mob = mb;
    *stuck = st;
    *lib = pc(reach);
}

static int running(const Cfg *c, u32 me, u32 empty) {
    int cnt = 0;
    for (int i = 0; i < c->nmills; i++) {
        u32 m = c->mills[i];
        if ((me & m) != m) continue;
        for (u32 ps = m; ps; ps &= ps - 1) {
            int p = lsb(ps);
            u32 rest = me & ~(1u << p);
            int found = 0;
            for (u32 t = c->adj[p] & empty; t && !found; t &= t - 1) {
                int q = lsb(t);
                u32 low = 1u << q;
                for (int j = 0; j < c->nat[q]; j++) {
                    u32 m2 = c->mills_at[q][j];
                    if ((m2 >> p) & 1) continue;
                    if ((rest & m2) == (m2 & ~low)) {
                        found = 1;
                        break;
                    }
                }
            }
            cnt += found;
        }
    }
    return cnt;
}

static int evaluate(const Cfg *c, const Pos *p) {
    const int *w = c->w;
    int s = p->side, o = 1 - s;
    u32 me = p->bb[s], op = p->bb[o];
    u32 empty = c->full & ~(me | op);
    int placing = p->hand[0] > 0 || p->hand[1] > 0;
    int score = (placing ? w[W_MAT_PLACE] : w[W_MAT_MOVE]) * (count(p, s) - count(p, o));
    u32 my_pts = 0, op_pts = 0, my_two = 0, op_two = 0;
    int my_mills = 0, op_mills = 0;
    for (int i = 0; i < c->nmills; i++) {
        u32 m = c->mills[i];
        int a = pc(me & m), b = pc(op & m);
        if (!b) {
            if (a == 2) {
                my_two |= my_pts & m & empty;
                my_pts |= m & empty;
            } else if (a == 3) {
                my_mills++;
            }
        }
        if (!a) {
            if (b == 2) {
                op_two |= op_pts & m & empty;
                op_pts |= m & empty;
            } else if (b == 3) {
                op_mills++;
            }
        }
    }
    score += w[W_OPEN] * (pc(my_pts) - pc(op_pts)) + w[W_MILL] * (my_mills - op_mills);
    score += w[W_DOUBLE] * (pc(my_two) - pc(op_two));
    u32 my_close = closable(c, p, s, my_pts);
    u32 op_close = closable(c, p, o, op_pts);
    if (my_close) {
        score += c->line_wins ? WIN_BOUND / 2 : w[W_CLOSE];
    } else if (op_close) {
        int k = pc(op_close);
        if (c->line_wins)
            score -= k == 1 ? 30 : WIN_BOUND / 4;
        else
            score -= k == 1 ? w[W_THREAT1] : w[W_THREAT2];
    }
    int my_fly = can_fly(c, p, s), op_fly = can_fly(c, p, o);
    int my_mob, my_stuck, my_lib, op_mob, op_stuck, op_lib;
    mobility(c, me, empty, &my_mob, &my_stuck, &my_lib);
    mobility(c, op, empty, &op_mob, &op_stuck, &op_lib);
    if (my_fly) my_mob = w[W_FLYMOB], my_stuck = 0, my_lib = w[W_FLYMOB];
    if (op_fly) op_mob = w[W_FLYMOB], op_stuck = 0, op_lib = w[W_FLYMOB];
    if (placing) {
        score += w[W_MOB_PLACE] * (my_mob - op_mob) - w[W_STUCK_PLACE] * (my_stuck - op_stuck);
        score += w[W_LIB_PLACE] * (my_lib - op_lib);
        return score;
    }
    if (my_mob == 0 && !my_fly && !c->passes) return score - 10 * w[W_MAT_MOVE];
    score += w[W_MOB_MOVE] * (my_mob - op_mob) - w[W_STUCK_MOVE] * (my_stuck - op_stuck);
    if (!op_fly && !c->passes) {
        if (op_mob == 0)
            score += w[W_BLOCKED];
        else if (op_mob <= 2)
            score += w[W_LOWMOB];
    }
    if (!my_fly && my_mob <= 2) score -= w[W_LOWMOB];
    if (!c->line_wins) {
        int rm = my_fly ? 0 : running(c, me, empty);
        int ro = op_fly ? 0 : running(c, op, empty);
        score += w[W_RUN] * (rm - ro);
    }
    return score;
}

/* ---- endgame tables (retrograde analysis) --------------------------------------------------
 *
 * Kept apart from the search above: the solver only borrows the rules (gen_moves, play), so the
 * tables follow exactly the moves the search plays. A table T(a, b) holds every moving-phase
 * position of the board's n points (c->n: 24, or 16 for Six Men's Morris) with a pieces for the
 * side to move and b for the other, one signed byte each:
 *   +d  the side to move wins in d plies (d odd),   -d  it loses in d plies (d even, >= 2),
 *   EG_LOST_NOW  the side to move is blocked and has lost,   0  a draw with best play.
 * The index is rank(mover) * C(n - a, b) + rank(other squeezed past the mover's points), ranks
 * colexicographic, so every index is a real position (no holes to store). On 24 points this is
 * byte for byte the index the shipped tables were written with.
 *
 * Tables come in groups {T(a,b), T(b,a)}: a move without a removal hands the turn over within the
 * group, a removal leads into a group with one piece fewer, which must be solved first (a side
 * left with two pieces has lost). The solver counts each position's moves inside the group once,
 * then walks backwards by un-moves from the positions solved at distance d-1 (a parent of a loss
 * wins; a parent whose last move is refuted loses), layer by layer, so distances are exact. */

#define EG_LOST_NOW (-128)


static u32 binom[25][25];

static void init_binom(void) {
    for (int n = 0; n <= 24; n++) {
        binom[n][0] = 1;
        for (int k = 1; k <= n; k++) binom[n][k] = binom[n - 1][k - 1] + (k <= n - 1 ? binom[n - 1][k] : 0);
    }
}

static inline u32 colex_rank(u32 m) {
    u32 r = 0;
    for (int i = 1; m; m &= m - 1, i++) r += binom[lsb(m)][i];
    return r;
}

/* op's points renumbered over the points me leaves free. */
static inline u32 squeeze(u32 op, u32 me) {
    u32 out = 0;
    for (; op; op &= op - 1) {
        int p = lsb(op);
        out |= 1u << (p - pc(me & ((1u << p) - 1)));
    }
    return out;
}

/* The inverse: bit i of sq goes to the i-th point of `full` not in me. */
static inline u32 unsqueeze(u32 sq, u32 me, u32 full) {
    u32 out = 0, freep = full & ~me;
    for (int i = 0; freep; freep &= freep - 1, i++)
        if ((sq >> i) & 1) out |= freep & -freep;
    return out;
}

static inline u64 eg_size(int n, int a, int b) { return (u64)binom[n][a] * binom[n - a][b]; }

static inline u64 eg_index(int n, int a, int b, u32 me, u32 op) {
    return (u64)colex_rank(me) * binom[n - a][b] + colex_rank(squeeze(op, me));
}

/* The k-th mask of n bits with `bits` set in colex order (= increasing order). */
static u32 colex_unrank(u32 r, int bits) {
    u32 m = 0;
    for (int i = bits; i >= 1; i--) {
        int p = i - 1;
        while (binom[p + 1][i] <= r) p++;
        r -= binom[p][i];
        m |= 1u << p;
    }
    return m;
}

static inline void eg_decode(const Cfg *c, int a, int b, u64 idx, u32 *me, u32 *op) {
    u32 per = binom[c->n - a][b];
    *me = colex_unrank((u32)(idx / per), a);
    *op = unsqueeze(colex_unrank((u32)(idx % per), b), *me, c->full);
}

/* 1 and a (value, distance) pair if a table knows this moving-phase position, else 0. */
static int eg_value(const int8_t *tabs[EG_MAXP + 1][EG_MAXP + 1], int n, u32 me, u32 op,
                    int *v) {
    int a = pc(me), b = pc(op);
    if (a > EG_MAXP || b > EG_MAXP || a < 3 || b < 3 || !tabs[a][b]) return 0;
    *v = tabs[a][b][eg_index(n, a, b, me, op)];
    return 1;
}

typedef struct {
    u32 *v;
    size_t n, cap;
} IdxList;

static int il_push(IdxList *l, u32 x) {
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 1024;
        u32 *nv = realloc(l->v, cap * sizeof *nv);
        if (!nv) return -1;
        l->v = nv, l->cap = cap;
    }
    l->v[l->n++] = x;
    return 0;
}

#define EG_MAXD 127
#define EG_DRAWN 255

/* Solves the group {T(a,b), T(b,a)} (one table if a == b) into out (size(a,b) [+ size(b,a)]
 * bytes). lower[x][y]: the solved tables with fewer pieces. Returns 0, -1 out of memory, -2 a
 * missing lower table, -3 a distance past 127, -4 inconsistent move counts (a bug). stats:
 * [max distance, wins, losses, draws, edges forward, edges backward]. */
static int eg_solve(const Cfg *c, int a, int b, const int8_t *lower[EG_MAXP + 1][EG_MAXP + 1],
                    int8_t *out, long long *stats, int check) {
    int parts = a == b ? 1 : 2;
    int pa[2] = {a, b}, pb[2] = {b, a};
    int npts = c->n;
    u64 off[3] = {0, eg_size(npts, a, b), 0};
    off[2] = off[1] + (parts == 2 ? eg_size(npts, b, a) : 0);
    u64 total = off[parts];
    uint8_t *cnt = calloc(total, 1), *lowmax = calloc(total, 1);
    IdxList F[EG_MAXD + 2], PW[EG_MAXD + 2], PL[EG_MAXD + 2];
    memset(F, 0, sizeof F), memset(PW, 0, sizeof PW), memset(PL, 0, sizeof PL);
    int rc = 0;
    long long fwd = 0, back = 0;
    if (!cnt || !lowmax) {
        rc = -1;
        goto done;
    }
    memset(out, 0, total);
    u64 moves[MAXMOVES];
    /* forward, once: moves inside the group, and what the removals lead to */
    for (int t = 0; t < parts && !rc; t++) {
        int x = pa[t], y = pb[t];
        for (u64 i = 0; i < off[t + 1] - off[t]; i++) {
            u64 g = off[t] + i;
            Pos p;
            memset(&p, 0, sizeof p);
            eg_decode(c, x, y, i, &p.bb[0], &p.bb[1]);
            int n = gen_moves(c, &p, moves);
            if (n == 0) {
                out[g] = EG_LOST_NOW;
                if (il_push(&F[0], (u32)g)) rc = -1;
                continue;
            }
            int in_group = 0, best_win = 1000, worst = 0, drawn = 0;
            for (int k = 0; k < n; k++) {
                u32 rem = MV_REM(moves[k]);
                if (!rem) {
                    in_group++;
                    continue;
                }
                Pos q;
                play(c, &p, moves[k], &q);
                int left = pc(q.bb[1]);
                if (left < 3) {
                    best_win = 1;
                    continue;
                }
                int v;
                if (!eg_value(lower, npts, q.bb[1], q.bb[0], &v)) {
                    rc = -2;
                    break;
                }
                if (v == 0)
                    drawn = 1;
                else if (v > 0)
                    worst = v > worst ? v : worst;
                else {
                    int d = (v == EG_LOST_NOW ? 0 : -v) + 1;
                    best_win = d < best_win ? d : best_win;
                }
            }
            fwd += in_group;
            cnt[g] = (uint8_t)in_group;
            /* a drawn or lost reply among the removals: this position can never be lost */
            lowmax[g] = drawn || best_win < 1000 ? EG_DRAWN : (uint8_t)worst;
            if (best_win < 1000) {
                if (il_push(&PW[best_win], (u32)g)) rc = -1;
            } else if (!in_group && !drawn) {
                if (worst + 1 > EG_MAXD) rc = -3;
                else if (il_push(&PL[worst + 1], (u32)g)) rc = -1;
            }
        }
    }
    if (rc) goto done;
    int maxd = 0;
    for (int d = 1; d <= EG_MAXD + 1; d++) {
        int pending = 0;
        for (int e = d; e <= EG_MAXD; e++)
            if (PW[e].n || PL[e].n) pending = 1;
        if (!F[d - 1].n && !pending) break;
        if (d > EG_MAXD) {
            rc = -3;
            goto done;
        }
        for (size_t k = 0; k < PW[d].n; k++) {
            u32 g = PW[d].v[k];
            if (!out[g]) {
                out[g] = (int8_t)d;
                if (il_push(&F[d], g)) rc = -1;
            }
        }
        /* un-moves from every position solved at d - 1 */
        for (size_t k = 0; k < F[d - 1].n && !rc; k++) {
            u32 g = F[d - 1].v[k];
            int t = g >= off[1];
            int x = pa[t], y = pb[t];
            u32 me, op;
            eg_decode(c, x, y, g - off[t], &me, &op);
            int child_lost = out[g] < 0;
            /* the parent: op's owner to move (y pieces) before its last step */
            int pt = parts == 2 ? 1 - t : 0;
            u32 empty = c->full & ~(me | op);
            int flies = c->flying && y <= c->fly_at;
            for (u32 tos = op; tos; tos &= tos - 1) {
                int to = lsb(tos);
                int closed = 0;
                for (int m = 0; m < c->nat[to]; m++)
                    if ((op & c->mills_at[to][m]) == c->mills_at[to][m]) closed = 1;
                if (closed) continue; /* that step closed a mill: it removed, not this group */
                u32 froms = flies ? empty : (c->adj[to] & empty);
                for (; froms; froms &= froms - 1) {
                    u32 pop = (op & ~(1u << to)) | (froms & -froms);
                    u64 pg = off[pt] + eg_index(npts, y, x, pop, me);
                    if (out[pg]) continue;
                    if (child_lost) {
                        out[pg] = (int8_t)d;
                        if (il_push(&F[d], (u32)pg)) rc = -1;
                    } else if (--cnt[pg] == 0 && lowmax[pg] != EG_DRAWN) {
                        int L = lowmax[pg] + 1 > d ? lowmax[pg] + 1 : d;
                        if (L == d) {
                            out[pg] = (int8_t)(-d);
                            if (il_push(&F[d], (u32)pg)) rc = -1;
                        } else if (il_push(&PL[L], (u32)pg))
                            rc = -1;
                    }
                }
            }
        }
        if (rc) goto done;
        for (size_t k = 0; k < PL[d].n; k++) {
            u32 g = PL[d].v[k];
            if (!out[g]) {
                out[g] = (int8_t)(-d);
                if (il_push(&F[d], g)) rc = -1;
            }
        }
        if (F[d].n) maxd = d;
    }
    if (check) { /* every move inside the group has exactly one un-move back */
        for (u64 g = 0; g < total; g++) {
            int t = g >= off[1];
            int x = pa[t], y = pb[t];
            u32 me, op;
            eg_decode(c, x, y, g - off[t], &me, &op);
            u32 empty = c->full & ~(me | op);
            int flies = c->flying && y <= c->fly_at;
            for (u32 tos = op; tos; tos &= tos - 1) {
                int to = lsb(tos), closed = 0;
                for (int m = 0; m < c->nat[to]; m++)
                    if ((op & c->mills_at[to][m]) == c->mills_at[to][m]) closed = 1;
                if (!closed) back += pc(flies ? empty : (c->adj[to] & empty));
            }
        }
        if (back != fwd) rc = -4;
    }
    long long w = 0, l = 0, dr = 0;
    for (u64 g = 0; g < total; g++) {
        if (out[g] > 0) w++;
        else if (out[g] < 0) l++;
        else dr++;
    }
    stats[0] = maxd, stats[1] = w, stats[2] = l, stats[3] = dr, stats[4] = fwd, stats[5] = back;
done:
    free(cnt), free(lowmax);
    for (int d = 0; d <= EG_MAXD + 1; d++) free(F[d].v), free(PW[d].v), free(PL[d].v);
    return rc;
}

/* ---- the placing phase of a whole game (Six Men's Morris) ------------------------------------
 *
 * Every position with pieces in hand, as a DAG: without Lasker's moves a turn while placing is
 * one placement, so "placements made" k only grows, and layer k holds the positions after k of
 * them (White begins: in an even layer both sides have the same number in hand, in an odd one the
 * mover one more). Layer k's values follow from layer k + 1 alone (a removal stays in the layer's
 * successor, it changes no hand), and the last placement leads into the moving tables T(a, b),
 * so the layers are solved from 2P - 1 back to the empty board in one forward pass each.
 *
 * Within a layer the sub-tables (a on the board for the mover, b for the other) follow each other
 * in the order of a, then b (pl_layout), each indexed as T(a, b) is; a side with fewer than three
 * pieces on the board and in hand has lost and is not stored. Values as in the moving tables
 * (+d, -d, 0; a player with a piece in hand is never blocked while 2P < n). */

#define PL_NONE ((u64)-1)

/* The hands of the mover and the other in layer k of a game with P pieces a side. */
static void pl_hands(int P, int k, int *hm, int *ho) {
    int white = (k + 1) / 2, black = k / 2; /* placements made */
    *hm = P - (k % 2 ? black : white);
    *ho = P - (k % 2 ? white : black);
}

/* The offsets of layer k's sub-tables (PL_NONE where none) and the layer's size. */
static u64 pl_layout(int n, int P, int k, u64 off[EG_MAXP + 1][EG_MAXP + 1]) {
    int hm, ho;
    pl_hands(P, k, &hm, &ho);
    u64 total = 0;
    for (int a = 0; a <= EG_MAXP; a++)
        for (int b = 0; b <= EG_MAXP; b++) off[a][b] = PL_NONE;
    for (int a = 0; a <= P - hm; a++)
        for (int b = 0; b <= P - ho; b++) {
            if (a + hm < 3 || b + ho < 3) continue;
            off[a][b] = total;
            total += eg_size(n, a, b);
        }
    return total;
}

/* The stored byte of a placing position of layer k (mover me with hm in hand), or 0 if none. */
static int pl_lookup(const int8_t *layer, const u64 off[EG_MAXP + 1][EG_MAXP + 1], int n, u32 me,
                     u32 op, int *v) {
    int a = pc(me), b = pc(op);
    if (!layer || a > EG_MAXP || b > EG_MAXP || off[a][b] == PL_NONE) return 0;
    *v = layer[off[a][b] + eg_index(n, a, b, me, op)];
    return 1;
}

/* Solves layer k into out (pl_layout bytes) from layer k + 1 (next, next_off) or, for the last
 * placement, from the moving tables. Returns 0, -2 a missing table, -3 a distance past 127.
 * stats: [max distance, wins, losses, draws, moves]. */
static int pl_solve(const Cfg *c, int P, int k, const int8_t *next,
                    const u64 next_off[EG_MAXP + 1][EG_MAXP + 1],
                    const int8_t *moving[EG_MAXP + 1][EG_MAXP + 1], int8_t *out,
                    long long *stats) {
    int n = c->n, hm, ho;
    u64 off[EG_MAXP + 1][EG_MAXP + 1];
    pl_layout(n, P, k, off);
    pl_hands(P, k, &hm, &ho);
    int last = k == 2 * P - 1;
    long long w = 0, l = 0, dr = 0, edges = 0;
    int maxd = 0;
    u64 moves[MAXMOVES];
    for (int a = 0; a <= EG_MAXP; a++)
        for (int b = 0; b <= EG_MAXP; b++) {
            if (off[a][b] == PL_NONE) continue;
            u64 sz = eg_size(n, a, b);
            for (u64 i = 0; i < sz; i++) {
                Pos p;
                memset(&p, 0, sizeof p);
                eg_decode(c, a, b, i, &p.bb[0], &p.bb[1]);
                p.hand[0] = hm, p.hand[1] = ho;
                int nm = gen_moves(c, &p, moves);
                int best_win = 1000, worst = -1, drawn = 0;
                edges += nm;
                for (int m = 0; m < nm; m++) {
                    Pos q;
                    play(c, &p, moves[m], &q);
                    u32 cm = q.bb[1], co = q.bb[0]; /* the child's mover and other */
                    if (pc(cm) + q.hand[1] < 3) {
                        best_win = 1;
                        continue;
                    }
                    int v, found;
                    if (last)
                        found = eg_value(moving, n, cm, co, &v);
                    else
                        found = pl_lookup(next, next_off, n, cm, co, &v);
                    if (!found) return -2;
                    if (v == 0)
                        drawn = 1;
                    else if (v > 0)
                        worst = v > worst ? v : worst;
                    else {
                        int d = (v == EG_LOST_NOW ? 0 : -v) + 1;
                        best_win = d < best_win ? d : best_win;
                    }
                }
                int8_t val;
                if (!nm) {
                    val = EG_LOST_NOW;
                    l++;
                } else if (best_win < 1000) {
                    if (best_win > EG_MAXD) return -3;
                    val = (int8_t)best_win, w++;
                    maxd = best_win > maxd ? best_win : maxd;
                } else if (drawn) {
                    val = 0, dr++;
                } else {
                    if (worst + 1 > EG_MAXD) return -3;
                    val = (int8_t)(-(worst + 1)), l++;
                    maxd = worst + 1 > maxd ? worst + 1 : maxd;
                }
                out[off[a][b] + i] = val;
            }
        }
    stats[0] = maxd, stats[1] = w, stats[2] = l, stats[3] = dr, stats[4] = edges;
    return 0;
}

/* ---- the 3-v-3 flying table ------------------------------------------------------------------ */

static int16_t combo_index[24][24][24];

static void init_combos(void) {
    int k = 0;
    for (int a = 0; a < 24; a++)
        for (int b = a + 1; b < 24; b++)
            for (int c = b + 1; c < 24; c++) combo_index[a][b][c] = (int16_t)k++;
}

static int combo_of(u32 m) {
    int a = lsb(m);
    m &= m - 1;
    int b = lsb(m);
    m &= m - 1;
    return combo_index[a][b][lsb(m)];
}

/* The stored byte of a position with pieces in hand from the placing layers, or 0 if none. */
static int pl_value(const Engine *e, const Pos *p, int *v) {
    int P = e->pl_pieces, s = p->side, hm = p->hand[s], ho = p->hand[1 - s];
    if (!P || hm > P || ho > P || (hm != ho && hm != ho + 1)) return 0;
    int k = 2 * P - hm - ho;
    if (k < 0 || k >= 2 * P) return 0;
    return pl_lookup(e->pl[k], (const u64(*)[EG_MAXP + 1])e->pl_off[k], e->c.n, p->bb[s],
                     p->bb[1 - s], v);
}

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

static void path_push(Engine *e, u64 key) {
    e->path[e->npath++] = key;
    e->repcount[key & 0xFFFF]++;
}

static void path_pop(Engine *e) {
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
    if (now() > e->deadline) {
        e->stop = 1;
        return;
    }
    if (e->cancel && e->cancel != Py_None) {
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

static void order(Engine *e, const Pos *p, u64 *mv, int *sc, int n, u64 tt_move, int ply) {
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
static int nearly_blocked(const Cfg *c, const Pos *p) {
    int s = p->side;
    if (p->hand[0] || p->hand[1] || c->passes || can_fly(c, p, s)) return 0;
    u32 me = p->bb[s], empty = c->full & ~(me | p->bb[1 - s]);
    int mob = 0;
    for (u32 m = me; m; m &= m - 1) mob += pc(c->adj[lsb(m)] & empty);
    return mob <= 2;
}

static int pvs(Engine *e, const Pos *p, int depth, int alpha, int beta, int ply) {
    int score;
    count_node(e);
    if (e->stop) return 0;
    if (settled(e, p, ply, &score)) return score;
    if (depth <= 0 && ply < EXT_PLY && nearly_blocked(&e->c, p)) depth = 1;
    if (depth <= 0 || ply >= MAXPLY - 1) return quiesce(e, p, alpha, beta, ply, e->c.w[W_QPLIES]);
    TTEntry *t = NULL;
    u64 tt_move = NO_MOVE;
    if (e->use_tt) {
        t = &e->tt[p->key & e->tt_mask];
        if (t->used && t->key == p->key) {
            tt_move = t->move;
            if (t->depth >= depth) {
                int s = t->score;
                if (s >= WIN_BOUND)
                    s -= ply;
                else if (s <= -WIN_BOUND)
                    s += ply;
                if (t->flag == EXACT) return s;
                if (t->flag == LOWER && s >= beta) return s;
                if (t->flag == UPPER && s <= alpha) return s;
            }
        }
    }
    if (e->msp + MAXMOVES > MSTACK) return evaluate(&e->c, p);
    u64 *mv = e->mstack + e->msp;
    int *sc = e->sstack + e->msp;
    int n = gen_moves(&e->c, p, mv);
    if (!n) return -WIN + ply;
    e->msp += n;
    order(e, p, mv, sc, n, tt_move, ply);
    int alpha0 = alpha, best = -INF;
    u64 best_move = NO_MOVE;
    path_push(e, p->key);
    for (int i = 0; i < n; i++) {
        u64 m = mv[i];
        Pos q;
        play(&e->c, p, m, &q);
        int v;
        if (i == 0) {
            v = -pvs(e, &q, depth - 1, -beta, -alpha, ply + 1);
        } else {
            v = -pvs(e, &q, depth - 1, -alpha - 1, -alpha, ply + 1);
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
    if (t) {
        int stored = best;
        if (stored >= WIN_BOUND)
            stored += ply;
        else if (stored <= -WIN_BOUND)
            stored -= ply;
        t->key = p->key;
        t->move = best_move;
        t->score = stored;
        t->depth = (int16_t)depth;
        t->flag = best <= alpha0 ? UPPER : (best >= beta ? LOWER : EXACT);
        t->used = 1;
    }
    return best;
}

/* ---- Python glue ----------------------------------------------------------------------------- */

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
    unsigned long b0, b1;
    if (!e->tt) {
        PyErr_SetString(PyExc_RuntimeError, "Engine() was not initialised");
        return -1;
    }
    int h0, h1, side, quiet;
    if (!PyArg_ParseTuple(t, "kkiiii", &b0, &b1, &h0, &h1, &side, &quiet)) return -1;
    if (h0 < 0 || h0 > 15 || h1 < 0 || h1 > 15 || (side != 0 && side != 1) ||
        ((b0 | b1) & ~e->c.full) || (b0 & b1)) {
        PyErr_SetString(PyExc_ValueError, "not a position of this board");
        return -1;
    }
    p->bb[0] = (u32)b0;
    p->bb[1] = (u32)b1;
    p->hand[0] = h0;
    p->hand[1] = h1;
    p->side = side;
    p->quiet = quiet;
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

static int move_from_obj(PyObject *o, u64 *m) {
    int frm, to;
    PyObject *rems;
    if (!PyArg_ParseTuple(o, "iiO", &frm, &to, &rems)) return -1;
    if (to == -2) {
        *m = PASS_MV;
        return 0;
    }
    u32 rem = 0;
    PyObject *fast = PySequence_Fast(rems, "removals");
    if (!fast) return -1;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(fast); i++)
        rem |= 1u << PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    if (PyErr_Occurred()) return -1;
    *m = MV(frm < 0 ? PLACE : frm, to, rem);
    return 0;
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
    int nm = read_u32_list(mills, c->mills, 32, "mills");
    if (nm < 0) return -1;
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
    for (int i = 0; i < NW; i++) c->w[i] = (int)w[i];
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
    return 0;
}

static void eg_release_all(Engine *e);
static void pl_release_all(Engine *e);

static void Engine_dealloc(Engine *e) {
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

static PyObject *Engine_set_table(Engine *e, PyObject *arg) {
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
    e->deadline = now() + seconds;
    e->cancel = cancel;
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
    if (read_pos(e, pos_t, &p)) return NULL;
    double start = now();
    /* A little slack for the return path and a busy machine: the budget is a promise. */
    if (begin(e, &p, seen, 0.85 * seconds - 0.02, cancel, contempt)) return NULL;
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
    if (!rm) {
        PyMem_Free(res);
        PyMem_Free(cur);
        PyMem_Free(sc);
        return PyErr_NoMemory();
    }
    memcpy(rm, mv, sizeof(u64) * (size_t)n);
    order(e, &p, rm, sc, n, NO_MOVE, 0);
    for (int i = 0; i < n; i++) res[i].m = rm[i], res[i].s = 0;
    e->ts = PyEval_SaveThread();
    if (n > 1) {
        path_push(e, p.key);
        for (int depth = 1; depth <= max_depth; depth++) {
            int alpha = -INF, i;
            for (i = 0; i < n; i++) {
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
                cur[i].m = res[i].m;
                /* moves refuted by a null window only have an upper bound: keep them behind */
                cur[i].s = (v > alpha || i == 0) ? v : (v < alpha - 1 ? v : alpha - 1);
                if (v > alpha) alpha = v;
            }
            if (e->stop) {
                /* An unfinished iteration still proves a move better than the last best one
                 * when that one was searched first and another beat it with a full window. */
                int better = -1;
                for (int j = 1; j < i; j++)
                    if (cur[j].s > cur[0].s && (better < 0 || cur[j].s > cur[better].s))
                        better = j;
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
            if (now() - start > 0.6 * seconds) break;
        }
        path_pop(e);
    }
    PyEval_RestoreThread(e->ts);
    e->cancel = NULL;
    PyMem_Free(cur);
    PyMem_Free(sc);
    PyMem_Free(rm);
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
    if (read_pos(e, pos_t, &p)) return NULL;
    PyObject *fast = PySequence_Fast(moves, "moves");
    if (!fast) return NULL;
    int n = (int)PySequence_Fast_GET_SIZE(fast);
    Scored *res = PyMem_Malloc(sizeof(Scored) * (size_t)(n ? n : 1));
    if (!res) {
        Py_DECREF(fast);
        return PyErr_NoMemory();
    }
    for (int i = 0; i < n; i++)
        if (move_from_obj(PySequence_Fast_GET_ITEM(fast, i), &res[i].m)) {
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


/* ---- endgame tables: the Python side ----------------------------------------------------------- */

static PyObject *Engine_set_endgame(Engine *e, PyObject *args) {
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

static void eg_release_all(Engine *e) {
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
static PyObject *Engine_solve_endgame(Engine *e, PyObject *args) {
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

static PyObject *Engine_endgame_index(Engine *e, PyObject *args) {
    unsigned int me, op;
    if (!PyArg_ParseTuple(args, "II", &me, &op)) return NULL;
    if ((me | op) & ~e->c.full || me & op) {
        PyErr_SetString(PyExc_ValueError, "not a position of this board");
        return NULL;
    }
    return PyLong_FromUnsignedLongLong(eg_index(e->c.n, pc(me), pc(op), me, op));
}

static void pl_release_all(Engine *e) {
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
static PyObject *Engine_set_placing(Engine *e, PyObject *args) {
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
static PyObject *Engine_placing_layout(Engine *e, PyObject *args) {
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
static PyObject *Engine_solve_placing(Engine *e, PyObject *args) {
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

static PyMethodDef Engine_methods[] = {
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
