/* The helper threads of a think: Lazy SMP, as the mill core's smp.c (which says why).
 *
 * Every helper runs the same iterative deepening over the root's moves as the think's own
 * thread (root_pass), on a copy of its engine (its own move stacks, killers, history and path),
 * sharing the transposition table and the evaluation cache, on the same depths as the main
 * thread; a thread about to search a root move another is on at the same depth puts it off to
 * the end of its iteration (root_pass, Engine.root_work: ABDADA at the root), so the threads split
 * each iteration's moves after the first (measured in the mill core's smp.c).
 * After the join the think asks smp_best for the deepest iteration a helper finished and plays
 * its move when that is deeper than its own (and its own is not a proof); a helper that finishes
 * the last depth or proves the result, at least as deep as the main thread's iteration
 * (smp_lead), ends the think. One thread starts no helper and stays node for node repeatable.
 * A helper never touches Python (no thread state, no cancel callable, raw memory) and stops when
 * the main thread sets `halted` or at the deadline (search.c's poll_stop). */
#include "core.h"
#include "threads.h"

typedef struct {
    Engine e; /* the helper's copy of the engine, refreshed at every think */
    Move *mstack;
    u64 *later;
    Scored *res, *work;
    int cap; /* root moves res and work hold */
    Pos root;
    int n, max_depth, offset, running;
    int done_depth; /* the deepest iteration finished in the think (0: none) */
    Scored done; /* its best move and score */
    /* in the iteration it did not finish: a move proven better than the first (beaten with a
     * full window), its depth (0: none) and the first move it beat (smp_partial) */
    int part_depth;
    Scored part;
    Move part_over;
    volatile int *lead; /* the depth the main thread is searching (Smp.lead) */
    volatile int *finished; /* Smp.finished */
    thread_t thread;
} Helper;

typedef struct {
    int count; /* helpers allocated */
    /* the root move each thread is searching (Engine.root_work; the main thread's first) */
    volatile u64 root_work[MAX_THREADS + 1];
    volatile int lead; /* the depth of the main thread's current iteration (smp_lead) */
    volatile int finished; /* a helper finished the last depth or proved the result: the think
                            * is over (the main thread's *halt) */
    Helper *helpers[MAX_THREADS];
} Smp;

THREAD_FN(helper_main, arg) {
    Helper *h = (Helper *)arg;
    Engine *e = &h->e;
    int n = h->n;
    /* on the CPU clock a helper counts its own time from its start (begin() set the budget) */
    if (e->cpu_clock) e->deadline = thread_cpu() + e->budget;
    for (int d = 1 + h->offset; d <= h->max_depth && d < MAXPLY - 8 && !e->stop; d++) {
        memcpy(h->work, h->res, sizeof(Scored) * (size_t)n);
        int done = root_pass(e, &h->root, h->work, n, d, 0);
        if (done < n) {
            /* as the main thread's unfinished iteration: a move that beat the first one */
            int bi = 0;
            for (int i = 1; i < done; i++)
                if (h->work[i].score > h->work[bi].score) bi = i;
            if (bi > 0) {
                h->part_depth = d;
                h->part = h->work[bi];
                h->part_over = h->work[0].m;
            }
            break;
        }
        int best = 0;
        for (int i = 1; i < n; i++)
            if (h->work[i].score > h->work[best].score) best = i;
        Scored top = h->work[best];
        memmove(&h->work[1], &h->work[0], sizeof(Scored) * (size_t)best);
        h->work[0] = top;
        memcpy(h->res, h->work, sizeof(Scored) * (size_t)n);
        h->done = top;
        h->done_depth = d;
        int proven = top.score >= WIN_BOUND || top.score <= -WIN_BOUND;
        /* the last depth or a proof, deeper than the main thread got: the think is over */
        if ((proven || d == h->max_depth || d + 1 >= MAXPLY - 8) && d >= *h->lead)
            *h->finished = 1;
        if (proven) break;
    }
    THREAD_RETURN;
}

static void helper_free(Helper *h) {
    if (!h) return;
    PyMem_RawFree(h->mstack);
    PyMem_RawFree(h->later);
    PyMem_RawFree(h->res);
    PyMem_RawFree(h->work);
    PyMem_RawFree(h);
}

static Helper *helper_new(void) {
    Helper *h = PyMem_RawCalloc(1, sizeof(Helper));
    if (!h) return NULL;
    h->mstack = PyMem_RawMalloc(sizeof(Move) * MAXMOVES * MAXPLY);
    h->later = PyMem_RawMalloc(sizeof(u64) * MAXMOVES * MAXPLY);
    if (!h->mstack || !h->later) {
        helper_free(h);
        return NULL;
    }
    return h;
}

/* Starts e->threads - 1 helpers on the root position p and its ordered moves (after begin()).
 * Returns how many started: fewer when memory or threads run out (slower, never wrong). */
int smp_start(Engine *e, const Pos *p, const Scored *moves, int n, int max_depth) {
    e->halted = 0;
    e->halt = NULL;
    Smp *s = (Smp *)e->smp;
    e->root_work = NULL;
    if (s) {
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
    /* the threads split each iteration's root moves (root_pass): a word each, set before any
     * helper starts (a helper that does not start leaves its word 0, which no move matches) */
    e->root_work = s->root_work;
    e->root_slot = 0;
    e->root_slots = (want < MAX_THREADS ? want : MAX_THREADS) + 1;
    for (int i = 0; i < want && i < MAX_THREADS; i++) {
        if (i >= s->count) {
            Helper *h = helper_new();
            if (!h) break;
            s->helpers[s->count++] = h;
        }
        Helper *h = s->helpers[i];
        if (h->cap < n) {
            PyMem_RawFree(h->res);
            PyMem_RawFree(h->work);
            h->res = PyMem_RawMalloc(sizeof(Scored) * (size_t)n);
            h->work = PyMem_RawMalloc(sizeof(Scored) * (size_t)n);
            h->cap = h->res && h->work ? n : 0;
            if (!h->cap) break;
        }
        memcpy(&h->e, e, sizeof(Engine));
        h->e.mstack = h->mstack;
        h->e.later = h->later;
        h->e.cancel = NULL;
        h->e.ts = NULL;
        h->e.smp = NULL;
        h->e.threads = 1;
        h->e.halt = &e->halted;
        h->root = *p;
        h->n = n;
        memcpy(h->res, moves, sizeof(Scored) * (size_t)n);
        h->max_depth = max_depth;
        h->offset = 0;
        h->e.root_slot = i + 1;
        h->lead = &s->lead;
        h->finished = &s->finished;
        h->done_depth = 0;
        h->part_depth = 0;
        h->running = thread_start(&h->thread, helper_main, h) == 0;
        if (!h->running) break;
        started++;
    }
    if (started) e->halt = &s->finished; /* a helper may end the think (helper_main) */
    if (!started) e->root_work = NULL;
    return started;
}

/* Stops the helpers of the think, waits for them, and adds their nodes to the think's count. */
void smp_finish(Engine *e) {
    Smp *s = (Smp *)e->smp;
    e->halted = 1;
    e->halt = NULL;
    e->root_work = NULL;
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

/* After smp_finish: the deepest iteration a helper finished, deeper than `than` (0: none), and
 * its best move and score in *best. */
int smp_best(Engine *e, int than, Scored *best) {
    Smp *s = (Smp *)e->smp;
    int depth = 0;
    if (!s) return 0;
    for (int i = 0; i < s->count; i++) {
        Helper *h = s->helpers[i];
        if (h->done_depth > than && h->done_depth > depth) {
            depth = h->done_depth;
            *best = h->done;
        }
    }
    return depth;
}

/* After smp_finish: a move a helper proved better than `over` in an iteration of `depth` it
 * did not finish (1 and the best such in *best; 0: none), as the main thread's own unfinished
 * iteration does (the threads split that iteration's moves: each searched only some). */
int smp_partial(Engine *e, int depth, const Move *over, Scored *best) {
    Smp *s = (Smp *)e->smp;
    int found = 0;
    if (!s) return 0;
    for (int i = 0; i < s->count; i++) {
        Helper *h = s->helpers[i];
        if (h->part_depth == depth && memcmp(&h->part_over, over, sizeof(Move)) == 0 &&
            (!found || h->part.score > best->score)) {
            found = 1;
            *best = h->part;
        }
    }
    return found;
}

/* Frees the helpers' memory (on the engine's dealloc; no think is running then). */
void smp_release(Engine *e) {
    Smp *s = (Smp *)e->smp;
    if (!s) return;
    for (int i = 0; i < s->count; i++) helper_free(s->helpers[i]);
    PyMem_RawFree(s);
    e->smp = NULL;
}
