/* The helper threads of a think: Lazy SMP.
 *
 * Why Lazy SMP: it is the scheme Stockfish and Sanmill use, and the simplest that is known to
 * work. Every helper runs the same iterative deepening over the root's moves as the think's own
 * thread, on a copy of its engine (its own move stack, killers, history and repetition path),
 * sharing only the transposition table. The helpers' results are never read directly: what
 * they store in the table (cut-offs, best moves, exact scores of positions the main thread has
 * not reached yet) makes the main thread's search faster, and the main thread alone decides the
 * move, so a think with helpers plays by the same search and a think without them (threads = 1)
 * stays node for node repeatable. Half the helpers search one ply deeper than the main thread
 * would, so that they are ahead of it in the tree rather than beside it.
 *
 * A helper never touches Python: it has no thread state, no cancel callable, and its buffers come
 * from the raw allocator. It stops when the main thread sets `halted` (at the end of its think)
 * or at the deadline, read every POLL_EVERY nodes (search.c's poll). */
#include "core.h"
#include "threads.h"

typedef struct {
    Engine e; /* the helper's copy of the engine, refreshed at every think */
    u64 *mstack;
    int *sstack;
    u64 moves[MAXMOVES];
    int scores[MAXMOVES];
    Pos root;
    int n, max_depth, offset, running;
    thread_t thread;
} Helper;

typedef struct {
    int count; /* helpers allocated */
    Helper *helpers[MAX_THREADS];
} Smp;

/* One root iteration after another, as Engine_think's loop; the best move goes first each time. */
THREAD_FN(helper_main, arg) {
    Helper *h = (Helper *)arg;
    Engine *e = &h->e;
    const Pos *p = &h->root;
    int n = h->n;
    /* on the CPU clock a helper counts its own time from its start (begin() set the budget) */
    if (e->cpu_clock) e->deadline = thread_cpu() + e->budget;
    path_push(e, p->key);
    for (int depth = 1 + h->offset; depth <= h->max_depth && !e->stop; depth++) {
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
        if (best > 0) {
            u64 m = h->moves[best];
            memmove(h->moves + 1, h->moves, sizeof(u64) * (size_t)best);
            h->moves[0] = m;
        }
        if (alpha >= WIN_BOUND || alpha <= -WIN_BOUND) break; /* proven: nothing left to help */
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
    int want = e->threads - 1;
    if (want <= 0 || n < 2) return 0;
    Smp *s = (Smp *)e->smp;
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
        h->offset = i % 2 == 0 ? 1 : 0;
        h->running = thread_start(&h->thread, helper_main, h) == 0;
        if (!h->running) break;
        started++;
    }
    return started;
}

/* Stops the helpers of the think, waits for them, and adds their nodes to the think's count. */
void smp_finish(Engine *e) {
    Smp *s = (Smp *)e->smp;
    e->halted = 1;
    if (!s) return;
    for (int i = 0; i < s->count; i++) {
        Helper *h = s->helpers[i];
        if (!h->running) continue;
        thread_join(h->thread);
        h->running = 0;
        e->nodes += h->e.nodes;
    }
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
