/* What every file of the mill engine's native core shares: the position, the rules as data
 * (Cfg), the engine object, the bit counts, and the functions one job offers the others.
 *
 * The core is one extension (morra_suite.ai.mill._native) compiled from one file per job:
 *   movegen.c        keys, move generation and play (the rules the search and the solver follow)
 *   evaluate.c       the static evaluation
 *   retrograde.c     the endgame tables, the placing layers and the 3-v-3 flying table's index
 *   search.c         table probes, repetition, move ordering, quiescence and the PVS search
 *   module.c         the Python type: positions in and out, think and root_scores, the module
 *   table_methods.c  the Python methods that set and solve the tables
 *   smp.c            the helper threads of a think (Lazy SMP over the shared table; threads.h)
 * The shared functions are hidden from the dynamic linker (MILL_HIDDEN): nothing outside the
 * extension can call or replace them, and the compiler may inline them inside their own file. */
#ifndef MILL_NATIVE_CORE_H
#define MILL_NATIVE_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(_WIN32)
#include <windows.h>
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
    W_DOUBLE, W_FLYMOB, W_QPLIES, W_CRAMP, NW
};
/* The cramp term (W_CRAMP): a side with fewer steps than CRAMP_FREE loses the square of the
 * shortfall times the weight, in the moving phase and the last CRAMP_HANDS placements. */
#define CRAMP_FREE 8
#define CRAMP_HANDS 4

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

/* One slot of the transposition table, shared by every thread of a think. Threads write slots
 * without a lock, so a slot can be read half old, half new: the slot keeps the key XOR the other
 * two words ("lockless hashing", Hyatt and Mann), and a torn slot fails the key test instead of
 * lending one position another's score. data: the score (low 32 bits), the depth (16), the flag
 * (8) and a used bit (8). */
typedef struct {
    u64 lock;
    u64 move;
    u64 data;
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
    /* threads: how many a think uses (1: the search alone, node for node repeatable); a helper
     * engine (a plain copy made by smp.c, never a Python object) stops when *halt is set (the
     * main thread's `halted`), the main thread when a helper has finished the think's last
     * depth or proved the result (smp.c); none holds a thread state (ts) but the main one */
    int threads;
    volatile int halted;
    volatile int *halt;
    void *smp;
    /* the clock of the budget: 0 the wall clock (the default: what a player waits), 1 each
     * search thread's own CPU time (benchmarks on a loaded machine: a thread kept waiting for
     * a core is not charged, so a budget buys the same search however busy the machine is);
     * budget: the think's seconds on that clock (a helper starts its own count with it) */
    int cpu_clock;
    double budget;
    /* late move reductions (see pvs): `reductions` is the setting (set_reductions), `reduce`
     * what the running search does (think: the setting; root_scores: never, so that its fixed
     * depth scores stay search.py's, node for node) */
    int reductions;
    int reduce;
    /* the top's wider placing (set_wide_placing; see pvs): no move of a placing-phase node is
     * reduced (think only; root_scores never reduces anyway) */
    int wide_placing;
    /* the top's watch on blockades (set_watch; see pvs): `watch` the setting, `watching` what
     * the running search does (think: the setting; root_scores: never, so that its fixed-depth
     * scores stay search.py's) */
    int watch;
    int watching;
    /* the share of a think's budget kept back for its return (set_margin): 0, the default, a
     * margin in proportion (MARGIN_SHARE of the budget and MARGIN_FIXED seconds), so that a
     * short think keeps most of its time; 1, the margin of 4d617a1 (15% and 20 ms: a 0.1 s
     * think stopped at 65 ms), kept for the benchmarks' "today" */
    int old_margin;
    /* the top's sharper search (set_pruning; see pvs): `pruning` the setting, `prune` what the
     * running search does (think: the setting; root_scores: never), `gen` the think's number
     * (1 to 255) that its table entries carry, so that a deep entry of this think is kept
     * against a shallow one and an old think's entry is not */
    int pruning;
    int prune;
    int gen;
} Engine;

/* The clock and the two bit counts are the only things the compilers disagree on. GCC and Clang
 * have built-ins; MSVC has intrinsics on x86-64 (POPCNT, which Qt 6 demands of the CPU anyway)
 * and on ARM64; any other compiler, or MILL_PORTABLE_BITS, gets plain C, so a compiler without
 * either never costs the native core (the portable path is the one the Windows build leans on
 * if the intrinsics are missing, and it is checked here by building with -DMILL_PORTABLE_BITS). */
static inline double now(void) {
    struct timespec t;
#if defined(_WIN32)
    timespec_get(&t, TIME_UTC); /* MSVC's C runtime has no clock_gettime; C11's clock is enough */
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

static inline int count(const Pos *p, int s) { return pc(p->bb[s]) + p->hand[s]; }

static inline int can_fly(const Cfg *c, const Pos *p, int s) {
    return c->flying && count(p, s) <= c->fly_at;
}

/* A value in the endgame and placing tables: the side to move is blocked and has lost. */
#define EG_LOST_NOW (-128)
/* No sub-table of this size in a placing layer (pl_layout's offsets). */
#define PL_NONE ((u64)-1)

#if defined(__GNUC__) || defined(__clang__)
#define MILL_HIDDEN __attribute__((visibility("hidden")))
#else
#define MILL_HIDDEN
#endif

/* movegen.c */
MILL_HIDDEN u64 zobrist(const Cfg *c, const Pos *p);
MILL_HIDDEN int gen_moves(const Cfg *c, const Pos *p, u64 *out);
MILL_HIDDEN void play(const Cfg *c, const Pos *p, u64 m, Pos *q);

/* evaluate.c */
MILL_HIDDEN int evaluate(const Cfg *c, const Pos *p);

/* retrograde.c */
MILL_HIDDEN void init_binom(void);
MILL_HIDDEN u64 eg_size(int n, int a, int b);
MILL_HIDDEN u64 eg_index(int n, int a, int b, u32 me, u32 op);
MILL_HIDDEN int eg_value(const int8_t *tabs[EG_MAXP + 1][EG_MAXP + 1], int n, u32 me, u32 op,
                         int *v);
MILL_HIDDEN int eg_solve(const Cfg *c, int a, int b,
                         const int8_t *lower[EG_MAXP + 1][EG_MAXP + 1], int8_t *out,
                         long long *stats, int check);
MILL_HIDDEN void pl_hands(int P, int k, int *hm, int *ho);
MILL_HIDDEN u64 pl_layout(int n, int P, int k, u64 off[EG_MAXP + 1][EG_MAXP + 1]);
MILL_HIDDEN int pl_solve(const Cfg *c, int P, int k, const int8_t *next,
                         const u64 next_off[EG_MAXP + 1][EG_MAXP + 1],
                         const int8_t *moving[EG_MAXP + 1][EG_MAXP + 1], int8_t *out,
                         long long *stats);
MILL_HIDDEN void init_combos(void);
MILL_HIDDEN int combo_of(u32 m);
MILL_HIDDEN int pl_value(const Engine *e, const Pos *p, int *v);

/* search.c */
MILL_HIDDEN void path_push(Engine *e, u64 key);
MILL_HIDDEN void path_pop(Engine *e);
MILL_HIDDEN void order(Engine *e, const Pos *p, u64 *mv, int *sc, int n, u64 tt_move, int ply);
MILL_HIDDEN int pvs(Engine *e, const Pos *p, int depth, int alpha, int beta, int ply);

/* smp.c: the helpers of one think (they start after begin(), on the ordered root moves) */
MILL_HIDDEN int smp_start(Engine *e, const Pos *p, const u64 *moves, int n, int max_depth);
MILL_HIDDEN void smp_finish(Engine *e);
MILL_HIDDEN void smp_lead(Engine *e, int depth);
MILL_HIDDEN int smp_best(Engine *e, int than, u64 *move, int *score);
MILL_HIDDEN int smp_partial(Engine *e, int depth, u64 over, u64 *move, int *score);
MILL_HIDDEN void smp_release(Engine *e);
/* a thread's walk over the root moves of one iteration (smp.c's root_next says why) */
typedef struct {
    void *smp; /* the think's Smp, or NULL */
    int slot, n, k, nd, kd;
    int *deferred;
} RootWalk;
MILL_HIDDEN void root_walk(RootWalk *w, void *smp, int slot, int n, int *deferred);
MILL_HIDDEN int root_next(RootWalk *w, const u64 *moves, int depth);
MILL_HIDDEN void root_done(RootWalk *w);

/* table_methods.c: Engine's methods for the tables, and their release on dealloc */
MILL_HIDDEN PyObject *Engine_set_table(Engine *e, PyObject *arg);
MILL_HIDDEN PyObject *Engine_set_endgame(Engine *e, PyObject *args);
MILL_HIDDEN PyObject *Engine_solve_endgame(Engine *e, PyObject *args);
MILL_HIDDEN PyObject *Engine_endgame_index(Engine *e, PyObject *args);
MILL_HIDDEN PyObject *Engine_set_placing(Engine *e, PyObject *args);
MILL_HIDDEN PyObject *Engine_placing_layout(Engine *e, PyObject *args);
MILL_HIDDEN PyObject *Engine_solve_placing(Engine *e, PyObject *args);
MILL_HIDDEN void eg_release_all(Engine *e);
MILL_HIDDEN void pl_release_all(Engine *e);

#endif
