/* The helper threads of a think: Lazy SMP.
 *
 * Why Lazy SMP: it is the scheme Stockfish and Sanmill use, and the simplest that is known to
 * work. Every helper runs iterative deepening over the root's moves as the think's own thread
 * does, on a copy of its engine (its own move stack, killers, history and repetition path),
 * sharing only the transposition table.
 *
 * Why every helper searches the main thread's depths, and splits the root's moves with it:
 * two threads on one iteration share its work through the table (what one has searched the
 * other finds there). Both search the first root move (the best of the last iteration) at once,
 * as Lazy SMP does; after it, a thread about to search a move another thread is on at the same
 * depth puts it off to the end of its iteration (root_next: ABDADA at the root), so that the
 * threads take the remaining moves in turn instead of each searching every one, and come back
 * to the ones put off when the table holds their result. Measured with bench_mill_native.py
 * --depths (CPU clock): at 0.01 s in Twelve Men's Morris (34 positions from play, three runs,
 * load 7-9) two threads reached one thread's depth 1.68x faster, with 1.13x its CPU time over
 * both threads, where the scheme before (helpers on the same depths, half of them a ply ahead
 * at the start, no split) gave 1.55x and 1.22x. Helpers kept a ply ahead of the main thread's
 * iteration (`lead`) were tried earlier and were worse: over the 30 positions of --depths (0.2 s,
 * three runs, CPU clock, load 22) 1.49x against 1.72x; a deeper ply's entries come too late to
 * cut the main thread's search.
 *
 * Why a helper's result is read: a helper that got ahead finishes iterations the main thread
 * has not finished when the clock runs out. After the join (smp_finish) the think asks smp_best
 * for the deepest iteration any helper finished, and plays its best move when it is deeper than
 * the main thread's own and the main thread's result is not a proof (so the second core's work
 * is played, not only lent through the table). A helper that finishes the think's last depth,
 * or proves the result, at least as deep as the main thread's iteration (`lead`), ends the think
 * (`finished`, the main thread's halt): there is nothing left to search for. A think on one
 * thread (threads = 1) starts no helper and stays node for node repeatable.
 *
 * A helper never touches Python: it has no thread state, no cancel callable, and its buffers come
 * from the raw allocator. It stops when the main thread sets `halted` (at the end of its think)
 * or at the deadline, read every POLL_EVERY nodes (search.c's poll). The shared words (`halted`,
 * `finished`, `lead`) are volatile ints, each written by one side and read by the other; a
 * stale read costs some nodes at most, never a wrong result; so does a stale `root_work` word: a
 * move put off is still searched by the thread that put it off, only later. */
#include "core.h"
#include "threads.h"

typedef struct {
    Engine e; /* the helper's copy of the engine, refreshed at every think */
    u64 *mstack;
    int *sstack;
    u64 moves[MAXMOVES];
    int deferred[MAXMOVES]; /* the root moves put off in an iteration (root_next) */
    Pos root;
    int n, max_depth, offset, running;
    /* the deepest iteration this helper finished in the think (0: none), its best move and score */
    int done_depth, done_score;
    u64 done_move;
    /* in the iteration it did not finish: a move proven better than the first (beaten with a
     * full window), its depth (0: none), score and the first move it beat (smp_partial) */
    int part_depth, part_score;
    u64 part_move, part_over;
    volatile int *lead; /* the depth the main thread is searching (Smp.lead) */
    volatile int *finished; /* Smp.finished */
    struct Smp *smp;
    int slot; /* this helper's word in Smp.root_work */
    thread_t thread;
} Helper;

typedef struct Smp {
    int count; /* helpers allocated */
    int active; /* helpers started in this think */
    volatile int lead; /* the depth of the main thread's current iteration (smp_lead) */
    volatile int finished; /* a helper finished the last depth or proved the result: the think
                            * is over (the main thread's *halt) */
    /* the root move and depth each thread is searching now (root_tag; 0: none), the main
     * thread's first: a thread about to search a root move another is searching at the same
     * depth puts it off to the end of its iteration (root_next) */
    volatile u64 root_work[MAX_THREADS + 1];
    Helper *helpers[MAX_THREADS];
} Smp;

static inline u64 root_tag(u64 move, int depth) {
    return (move & 0xFFFFFFFFFFFFull) | ((u64)(depth + 1) << 48);
}

/* 1 when a thread other than `slot` is searching `move` at the root at `depth`. */
static int busy_elsewhere(const Smp *s, int slot, u64 move, int depth) {
    u64 tag = root_tag(move, depth);
    for (int i = 0; i <= s->active; i++)
        if (i != slot && s->root_work[i] == tag) return 1;
    return 0;
}

/* The root moves of one iteration in the order given, except that a move (not the first) that
 * another thread is searching at this depth is put off until the others are done: two threads
 * on one iteration then split its moves after the first instead of both searching each (what
 * one finishes, the other later finds in the table). That is ABDADA (Weill 1996) at the root
 * only, where its bookkeeping is one word per thread. Returns the index of the next move to
 * search and marks it as this thread's (-1: the iteration is done). */
int root_next(RootWalk *w, const u64 *moves, int depth) {
    Smp *s = (Smp *)w->smp;
    int i = -1;
    while (w->k < w->n) {
        int j = w->k++;
        if (j > 0 && s && s->active && busy_elsewhere(s, w->slot, moves[j], depth)) {
            w->deferred[w->nd++] = j;
            continue;
        }
        i = j;
        break;
    }
    if (i < 0 && w->kd < w->nd) i = w->deferred[w->kd++];
    if (s) s->root_work[w->slot] = i < 0 ? 0 : root_tag(moves[i], depth);
    return i;
}

/* Starts a walk over the n root moves of an iteration (root_next); `deferred` holds n ints. */
void root_walk(RootWalk *w, void *smp, int slot, int n, int *deferred) {
    w->smp = smp;
    w->slot = slot;
    w->n = n;
    w->k = w->nd = w->kd = 0;
    w->deferred = deferred;
}

/* Ends a walk cut short (the think stopped): this thread searches no root move now. */
void root_done(RootWalk *w) {
    Smp *s = (Smp *)w->smp;
    if (s) s->root_work[w->slot] = 0;
}

/* One root iteration after another, as Engine_think's loop; the best move goes first each time,
 * and each finished iteration is recorded (done_*) for smp_best. */
THREAD_FN(helper_main, arg) {
    Helper *h = (Helper *)arg;
    Engine *e = &h->e;
    const Pos *p = &h->root;
    int n = h->n;
    /* on the CPU clock a helper counts its own time from its start (begin() set the budget) */
    if (e->cpu_clock) e->deadline = thread_cpu() + e->budget;
    path_push(e, p->key);
    RootWalk w;
    for (int depth = 1 + h->offset; depth <= h->max_depth && !e->stop; depth++) {
        int alpha = -INF, best = 0, i, first = 1;
        h->part_depth = 0;
        root_walk(&w, h->smp, h->slot, n, h->deferred);
        while ((i = root_next(&w, h->moves, depth)) >= 0) {
            Pos q;
            play(&e->c, p, h->moves[i], &q);
            int v;
            if (first) {
                v = -pvs(e, &q, depth - 1, -INF, INF, 1);
            } else {
                v = -pvs(e, &q, depth - 1, -alpha - 1, -alpha, 1);
                if (!e->stop && v > alpha) v = -pvs(e, &q, depth - 1, -INF, -alpha, 1);
            }
            if (e->stop) break;
            if (v > alpha && !first) {
                h->part_depth = depth;
                h->part_score = v;
                h->part_move = h->moves[i];
                h->part_over = h->moves[0];
            }
            first = 0;
            if (v > alpha) {
                alpha = v;
                best = i;
            }
        }
        root_done(&w);
        if (e->stop) break;
        h->part_depth = 0;
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
        s->active = 0;
        s->lead = 0;
        s->finished = 0;
        for (int i = 0; i <= MAX_THREADS; i++) s->root_work[i] = 0;
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
    /* a word of root_work each, set before any helper starts (one that does not start leaves
     * its word 0, which no move matches) */
    s->active = want < MAX_THREADS ? want : MAX_THREADS;
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
        h->offset = 0;
        h->lead = &s->lead;
        h->finished = &s->finished;
        h->smp = s;
        h->slot = i + 1;
        h->done_depth = 0;
        h->part_depth = 0;
        h->running = thread_start(&h->thread, helper_main, h) == 0;
        if (!h->running) break;
        started++;
    }
    if (!started) s->active = 0;
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

/* The main thread starts its iteration of `depth` (a helper ends the think only when it has
 * finished one at least as deep). */
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

/* After smp_finish: a move a helper proved better than `over` in an iteration of `depth` it
 * did not finish (the best such, 0: none), as the main thread's own unfinished iteration does
 * (the threads split that iteration's moves, so the main thread searched only some of them). */
int smp_partial(Engine *e, int depth, u64 over, u64 *move, int *score) {
    Smp *s = (Smp *)e->smp;
    int found = 0;
    if (!s) return 0;
    for (int i = 0; i < s->count; i++) {
        Helper *h = s->helpers[i];
        if (h->part_depth == depth && h->part_over == over && (!found || h->part_score > *score)) {
            found = 1;
            *move = h->part_move;
            *score = h->part_score;
        }
    }
    return found;
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
