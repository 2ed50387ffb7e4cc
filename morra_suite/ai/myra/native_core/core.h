/* What every file of Myra's native core shares: the position and the move, the bit boards and
 * the board's tables, the engine object, and the functions one job offers the others.
 *
 * The core is one extension (morra_suite.ai.myra._native) compiled from one file per job:
 *   board.c     the board's tables (filled by setup()), Zobrist keys, reaches through empty holes
 *   movegen.c   move generation for the six kinds of move, play, whether a piece can be taken
 *   evaluate.c  the weights and the static evaluation (reference.py holds the same in Python)
 *   search.c    the clock and the cancel flag, quiescence, move ordering, the PVS search and
 *               one root iteration
 *   module.c    the Python side: positions and moves in and out, the module's functions, the
 *               Engine type (think, root_scores, set_mode, set_threads)
 *   smp.c       the helper threads of a think (Lazy SMP over the shared tables; threads.h)
 * The shared functions and tables are hidden from the dynamic linker (MYRA_HIDDEN): nothing
 * outside the extension can call or replace them. What the whole core does and why is in the
 * comment below (it was the head of the single file the core grew from).
 */
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
 * games/myra/board.py through setup(), so the core keeps no second geometry.
 *
 * Board: the 91 holes on an 11 x 11 grid by (row, diagonal), bit (row - 1) * 11 + (diag - 1) of a
 * 128-bit board (two 64-bit words). The six neighbours are the shifts by 1, 11 and 12 both ways;
 * the grid cells off the hexagon are never set, and they are exactly the cells a shift wraps
 * onto, so masking with VALID is all the border handling needed.
 *
 * Search: iterative deepening, principal variation search, a transposition table, killer and
 * history ordering, late-move reductions, a quiescence search of captures (a side whose queen is
 * attacked searches every move instead of standing pat). Three players are searched paranoid
 * (the two others are one side against the player to think, moving in turn, though neither
 * leaves his own queen to the other) or best-reply (set_mode: at the others' turn the best move
 * of either one, then the player to think again; the quiescence search keeps the turns as they
 * are), and scored as the root's share of the win. The GIL is released while it thinks;
 * every CLOCK_EVERY nodes (of the search and of the quiescence search alike) it reads the clock
 * and stops at the deadline, and every POLL_EVERY nodes it takes the GIL back to ask the cancel
 * callable. Once stopped, every node returns at once: the think ends within a few hundred
 * nodes of its deadline, a millisecond at most.
 */
#ifndef MYRA_NATIVE_CORE_H
#define MYRA_NATIVE_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(_WIN32)
#include <windows.h>
#endif

#if defined(__GNUC__) || defined(__clang__)
#define MYRA_HIDDEN __attribute__((visibility("hidden")))
#else
#define MYRA_HIDDEN
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
#define STAGED 2 /* to this depth a node tries its first capture before it lists its moves */
#define HLOG 64  /* history changes a staged node can take back (it needs at most one) */

enum { MOVE = 0, REDUCE = 1, CHAIN = 2, UNCHAIN = 3, PRODUCE = 4, PASSING = 5 };

/* Evaluation weights (evaluate.c); reference.py has the same numbers under the same names,
 * and set_weights() changes them for a tuning run (benchmarks/tune_myra_eval.py). */
MYRA_HIDDEN extern int W_PIECE, W_RES, W_FORT, W_MOB, W_OPEN, W_ZONE, W_NEAR, W_HANG, W_LOST,
    W_CONV, W_CHASE, W_CAGE, W_THIN, W_CHECK1, W_CHECK2, W_CHECK3, W_PREY, W_SOFT, W_SOFTK,
    W_RES3;
typedef struct {
    const char *name;
    int *w;
} Weight;
MYRA_HIDDEN extern Weight WEIGHTS[];
MYRA_HIDDEN extern const int NWEIGHTS;

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

MYRA_HIDDEN extern BB VALID;
MYRA_HIDDEN extern BB HBIT[NH];  /* grid bit of each hole */
MYRA_HIDDEN extern BB NMASK[NH]; /* its neighbours */
MYRA_HIDDEN extern int G2H[128];
MYRA_HIDDEN extern int NB[NH][6], NBN[NH]; /* neighbours in index order */
MYRA_HIDDEN extern int DIST[NH][NH];
MYRA_HIDDEN extern BB BALL[5][NH]; /* BALL[d][h]: the holes at most d away (DIST) */
MYRA_HIDDEN extern BB ZONE1[NH]; /* where a soldier touches the hole's ring: 1 or 2 steps off */
MYRA_HIDDEN extern uint8_t NEARW[NH][NH]; /* 8 - DIST when below 8, else 0 (the nearness) */
MYRA_HIDDEN extern u64 ZC[NH][24], ZSTM[3], ZRES[3][32], ZROOT[3];
MYRA_HIDDEN extern int ready;

/* The holes next to a set: its shifts by 1, 11 and 12 both ways, the last two as the shifts by
 * 11 of the set and its shift by 1 (four 128-bit shifts instead of six). */
static inline BB grow(BB f) {
    BB a = b_shl(f, 1), b = b_shr(f, 1);
    BB r = b_or(b_or(a, b), b_or(b_shl(b_or(f, a), GW), b_shr(b_or(f, b), GW)));
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

/* Every hole within `steps` (at least 1) steps of h through empty holes, h included: what a
 * troop of that size on h reaches. The first step is the neighbour table; inline, since the
 * evaluation and the capture generator ask it for every troop of every node. */
static inline BB reach_all(int h, int steps, BB empty) {
    BB seen = b_or(HBIT[h], NMASK[h]), front = b_and(NMASK[h], empty);
    for (int s = 1; s < steps && b_any(front); s++) {
        BB nw = b_andnot(grow(front), seen);
        seen = b_or(seen, nw);
        front = b_and(nw, empty);
    }
    return seen;
}

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

/* The transposition table and the evaluation cache are shared by every thread of a think and
 * written without a lock, so a slot can be read half old, half new: each keeps its key XOR its
 * other words ("lockless hashing", Hyatt and Mann), and a torn slot fails the key test instead
 * of lending one position another's numbers. TTE data: the score (low 32 bits), the depth (8),
 * the flag (8). */
typedef struct {
    u64 lock;
    u64 move;
    u64 data;
} TTE;

typedef struct {
    u64 lock;
    int64_t value;
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
    u64 *later;   /* MAXPLY * MAXMOVES: each ply's moves after the first LAZY, as a heap */
    int root, exact, stop;
    long long nodes;
    double deadline;
    PyObject *cancel;
    PyThreadState *ts;
    u64 killers[MAXPLY][2];
    uint8_t nulled[MAXPLY]; /* a null move was made at this ply */
    int hist[NH + 1][NH];
    int hlog[HLOG][2]; /* the history's changes (entry, amount) while a staged node waits */
    int hlen, staging; /* how many logged (more than HLOG: lost), staged nodes waiting */
    u64 path[MAXPLY + 512];
    uint8_t irr[MAXPLY + 512];
    int npath;
    int limit; /* the no-capture limit of the rules, 0 for none */
    int mode;  /* three players: MODE_PARANOID or MODE_BRS */
    int three; /* the search began with three in play: it scores shares of the win */
    uint8_t unguard[MAXPLY]; /* an opponent here may leave his queen to the other one */
    ECE *ecache; /* evaluations by position and root (half the nodes are re-evaluations) */
    /* threads: how many a think uses (1: the search alone, node for node repeatable); a helper
     * engine (a plain copy made by smp.c, never a Python object) stops when *halt is set (the
     * main thread's `halted`), the main thread when a helper has finished the think's last
     * depth or proved the result (smp.c); none holds a thread state (ts) but the main one */
    int threads;
    volatile int halted;
    volatile int *halt;
    void *smp;
    /* during a think on several threads: the root move and depth each thread is searching
     * (root_tag; this thread's word is root_work[root_slot], root_slots words in all), so that
     * root_pass puts off a move another thread is on (smp.c says why); NULL otherwise */
    volatile u64 *root_work;
    int root_slot, root_slots;
    /* the clock of the budget: 0 the wall clock (the default: what a player waits), 1 each
     * search thread's own CPU time (benchmarks on a loaded machine: a thread kept waiting for
     * a core is not charged); budget: the think's seconds (a helper counts its own from it) */
    int cpu_clock;
    double budget;
} Engine;

static inline double now(void) {
    struct timespec t;
#if defined(_WIN32)
    timespec_get(&t, TIME_UTC);
#else
    clock_gettime(CLOCK_MONOTONIC, &t);
#endif
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The CPU time this thread has used, in seconds (the budget's clock when cpu_clock is set). */
static inline double thread_cpu(void) {
#if defined(_WIN32)
    FILETIME created, ended, kernel, user;
    if (!GetThreadTimes(GetCurrentThread(), &created, &ended, &kernel, &user)) return now();
    ULARGE_INTEGER k, u;
    k.LowPart = kernel.dwLowDateTime, k.HighPart = kernel.dwHighDateTime;
    u.LowPart = user.dwLowDateTime, u.HighPart = user.dwHighDateTime;
    return 1e-7 * (double)(k.QuadPart + u.QuadPart);
#else
    struct timespec t;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)) return now();
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
#endif
}

/* Now on the clock of the engine's budget (see Engine.cpu_clock). */
static inline double clock_of(const Engine *e) { return e->cpu_clock ? thread_cpu() : now(); }

typedef struct {
    Move m;
    int score;
} Scored;

/* board.c */
MYRA_HIDDEN u64 full_key(const Pos *p);
MYRA_HIDDEN int alive_count(const Pos *p);
MYRA_HIDDEN int next_player(const Pos *p);
MYRA_HIDDEN int layers_of(const Pos *p, int h, int steps, BB *layers);

/* movegen.c */
MYRA_HIDDEN int gen_moves_in(const Pos *p, Move *out, int lines, int slow, int cap);
MYRA_HIDDEN int gen_captures(const Pos *p, Move *out);
MYRA_HIDDEN int gen_captures_listed(const Pos *p, Move *out);
MYRA_HIDDEN void play(const Pos *src, const Move *m, Pos *dst);
MYRA_HIDDEN int attacks(const Pos *p, int attacker, int target, BB empty);

static inline int gen_moves(const Pos *p, Move *out, int lines, int slow) {
    return gen_moves_in(p, out, lines, slow, MAXMOVES);
}

static inline int is_capture(const Pos *p, const Move *m) {
    return m->kind == MOVE && p->cell[m->to] && (p->cell[m->to] >> 3) != p->stm;
}

/* evaluate.c */
MYRA_HIDDEN void scores_of(const Pos *p, int *s, int *matl, int *near_out, int *zone_out,
                           int *qopen_out, int ring[3][3]);
MYRA_HIDDEN int evaluate(const Pos *p, int root);
MYRA_HIDDEN void soft_setup(void);
MYRA_HIDDEN int soft_evaluate(const Pos *p, int root);

/* search.c */
MYRA_HIDDEN void order_moves(Engine *e, const Pos *p, Move *mv, int n, int *key, u64 ttm,
                             int ply);
MYRA_HIDDEN int root_pass(Engine *e, const Pos *p, Scored *res, int n, int depth, int exact);

/* smp.c: the helpers of one think (they start after begin(), on the ordered root moves) */
MYRA_HIDDEN int smp_start(Engine *e, const Pos *p, const Scored *moves, int n, int max_depth);
MYRA_HIDDEN void smp_finish(Engine *e);
MYRA_HIDDEN void smp_lead(Engine *e, int depth);
MYRA_HIDDEN int smp_best(Engine *e, int than, Scored *best);
MYRA_HIDDEN int smp_partial(Engine *e, int depth, const Move *over, Scored *best);
MYRA_HIDDEN void smp_release(Engine *e);

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

#endif
