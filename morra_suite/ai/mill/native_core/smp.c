/* The helper threads of a think: Lazy SMP.
 *
 * Why Lazy SMP: it is the scheme Stockfish and Sanmill use, and the simplest that is known to
 * work. Every helper runs iterative deepening over the root's moves as the think's own thread
 * does, on a copy of its engine (its own move stack, killers, history and repetition path),
 * sharing only the transposition table.
 *
 * Why the helpers search ahead: a helper that searched the same depth as the main thread, in the
 * same order, would mostly repeat its work (both reach the same nodes at about the same time, and
 * a table entry written by one is seldom there in time for the other). So before each of its
 * iterations a helper looks at the depth the main thread is on (`lead`, set by smp_lead) and
 * searches deeper than that: the even helpers at least one ply deeper, the odd ones at least the
 * same depth (with more than two threads, not all of them should bet on the deeper ply). The
 * main thread then finds the deeper helper's cut-offs, best moves and exact scores in the table
 * when its own iteration gets there.
 *
 * Why a helper's result is read: a helper ahead finishes iterations the main thread never gets
 * to before the clock runs out. After the join (smp_finish) the think asks smp_best for the
 * deepest iteration any helper finished, and plays its best move when it is deeper than the
 * main thread's own (so the second core's work is played, not only lent through the table). A
 * think on one thread (threads = 1) starts no helper and stays node for node repeatable.
 *
 * A helper never touches Python: it has no thread state, no cancel callable, and its buffers come
 * from the raw allocator. It stops when the main thread sets `halted` (at the end of its think)
 * or at the deadline, read every POLL_EVERY nodes (search.c's poll). The shared words (`halted`,
 * `lead`) are volatile ints, written by one thread and read by the others; a stale read costs a
 * ply of work at most, never a wrong result. */
#include "core.h"
#include "threads.h"

typedef struct {
    Engine e; /* the helper's copy of the engine, refreshed at every think */
    u64 *mstack;
    int *sstack;
    u64 moves[MAXMOVES];
    int scores[MAXMOVES];
    Pos root;
    int n, max_depth, ahead, running;
    /* the deepest iteration this helper finished in the think (0: none), its best move and score */
    int done_depth, done_score;
    u64 done_move;
    volatile int *lead; /* the depth the main thread is searching (Smp.lead) */
    volatile int *finished; /* Smp.finished */
    thread_t thread;
} Helper;

typedef struct {
    int count; /* helpers allocated */
    volatile int lead; /* the depth of the main thread's current iteration (smp_lead) */
    volatile int finished; /* a helper finished the last depth or proved the result: the think
                            * is over (the main thread's *halt) */
    Helper *helpers[MAX_THREADS];
} Smp;

/* One root iteration after another, as Engine_think's loop, each at least `ahead` plies deeper
 * than the main thread's current one; the best move goes first each time, and each finished
 * iteration is recorded (done_*) for smp_best. */
THREAD_FN(helper_main, arg) {
    Helper *h = (Helper *)arg;
    Engine *e = &h->e;
    const Pos *p = &h->root;
    int n = h->n;
    /* on the CPU clock a helper counts its own time from its start (begin() set the budget) */
    if (e->cpu_clock) e->deadline = thread_cpu() + e->budget;
    path_push(e, p->key);
    for (int depth = 1 + h->ahead; depth <= h->max_depth && !e->stop; depth++) {
        int lead = *h->lead;
        if (depth < lead + h->ahead) depth = lead + h->ahead;
        if (depth > h->max_depth) break;
        int alpha = -INF, best = 0;
        for (int i = 0; i < n; i++) {
            Pos q;
            play(&e->c, p, h->moves[i], &q);
            int v;
            if (i == 0) {
                v = -pvs(e, &q, depth - 1, -INF, INF, 1);
            } else {
                v = -pvs(e, &q, depth - 1, -alpha - 1, -alpha, 1);
                if (!e->stop && v > alpha) v = -pvs(e, &q, depth - 1, -INF, -alpha, 1);
            }
            if (e->stop) break;
            if (v > alpha) {
                alpha = v;
                best = i;
            }
        }
        if (e->stop) break;
        h->done_depth = depth;
        h->done_move = h->moves[best];
        h->done_score = alpha;
        if (best > 0) {
            u64 m = h->moves[best];
            memmove(h->moves + 1, h->moves, sizeof(u64) * (size_t)best);
            h->moves[0] = m;
        }
        int proven = alpha >= WIN_BOUND || alpha <= -WIN_BOUND;
        /* the last depth or a proof, deeper than the main thread got: the think is over */
        if ((proven || depth == h->max_depth) && depth >= *h->lead) *h->finished = 1;
        if (proven) break; /* nothing left to help */
    }
    path_pop(e);
    THREAD_RETURN;
}

static Helper *helper_new(void) {
    Helper *h = PyMem_RawCalloc(1, sizeof(Helper));
    if (!h) return NULL;
    h->mstack = PyMem_RawMalloc(MSTACK * sizeof(u64));
    h->sstack = PyMem_RawMalloc(MSTACK * sizeof(int));
    if (!h->mstack || !h->sstack) {
        PyMem_RawFree(h->mstack);
        PyMem_RawFree(h->sstack);
        PyMem_RawFree(h);
        return NULL;
    }
    return h;
}

/* Starts e->threads - 1 helpers on the root position p and its ordered moves (after begin()).
 * Returns how many started: fewer when memory or the platform's threads run out, which only
 * makes the think slower, never wrong. */
int smp_start(Engine *e, const Pos *p, const u64 *moves, int n, int max_depth) {
    e->halted = 0;
    e->halt = NULL;
    Smp *s = (Smp *)e->smp;
    if (s) {
        s->lead = 0;
        s->finished = 0;
        for (int i = 0; i < s->count; i++) s->helpers[i]->done_depth = 0;
    }
    int want = e->threads - 1;
    if (want <= 0 || n < 2) return 0;
    if (!s) {
        s = PyMem_RawCalloc(1, sizeof(Smp));
        if (!s) return 0;
        e->smp = s;
    }
    int started = 0;
    for (int i = 0; i < want && i < MAX_THREADS; i++) {
        if (i >= s->count) {
            Helper *h = helper_new();
            if (!h) break;
            s->helpers[s->count++] = h;
        }
        Helper *h = s->helpers[i];
        memcpy(&h->e, e, sizeof(Engine));
        h->e.mstack = h->mstack;
        h->e.sstack = h->sstack;
        h->e.msp = 0;
        h->e.cancel = NULL;
        h->e.ts = NULL;
        h->e.smp = NULL;
        h->e.threads = 1;
        h->e.halt = &e->halted;
        h->root = *p;
        h->n = n;
        memcpy(h->moves, moves, sizeof(u64) * (size_t)n);
        h->max_depth = max_depth;
        h->ahead = i % 2 == 0 ? 1 : 0;
        h->lead = &s->lead;
        h->finished = &s->finished;
        h->done_depth = 0;
        h->running = thread_start(&h->thread, helper_main, h) == 0;
        if (!h->running) break;
        started++;
    }
    if (started) e->halt = &s->finished; /* a helper may end the think (helper_main) */
    return started;
}

/* Stops the helpers of the think, waits for them, and adds their nodes to the think's count. */
void smp_finish(Engine *e) {
    Smp *s = (Smp *)e->smp;
    e->halted = 1;
    e->halt = NULL;
    if (!s) return;
    for (int i = 0; i < s->count; i++) {
        Helper *h = s->helpers[i];
        if (!h->running) continue;
        thread_join(h->thread);
        h->running = 0;
        e->nodes += h->e.nodes;
    }
}

/* The main thread starts its iteration of `depth`: the helpers go deeper than it (smp.c's head). */
void smp_lead(Engine *e, int depth) {
    Smp *s = (Smp *)e->smp;
    if (s) s->lead = depth;
}

/* After smp_finish: the deepest iteration a helper of the think finished (0: none, or none
 * deeper than `than`), with its best move and score. */
int smp_best(Engine *e, int than, u64 *move, int *score) {
    Smp *s = (Smp *)e->smp;
    int depth = 0;
    if (!s) return 0;
    for (int i = 0; i < s->count; i++) {
        Helper *h = s->helpers[i];
        if (h->done_depth > than && h->done_depth > depth) {
            depth = h->done_depth;
            *move = h->done_move;
            *score = h->done_score;
        }
    }
    return depth;
}

/* Frees the helpers' memory (on the engine's dealloc; no think is running then). */
void smp_release(Engine *e) {
    Smp *s = (Smp *)e->smp;
    if (!s) return;
    for (int i = 0; i < s->count; i++) {
        PyMem_RawFree(s->helpers[i]->mstack);
        PyMem_RawFree(s->helpers[i]->sstack);
        PyMem_RawFree(s->helpers[i]);
    }
    PyMem_RawFree(s);
    e->smp = NULL;
}
