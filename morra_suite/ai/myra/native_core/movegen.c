/* Move generation for the six kinds of move, play (copy-make with the Zobrist key kept up to
 * date), and whether a player's piece can take a given hole. */
#include "core.h"

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
    int uthreats; /* unchains only when they lay a ball next to one of the targets */
    int nq, q[2]; /* the targets: the enemy queens */
    BB near4;     /* the holes within four of a target */
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

/* Whether a hole is next to a target (an enemy queen): a ball an unchain lays there may capture
 * her next move. */
static inline int beside_target(const Gen *g, int hole) {
    for (int i = 0; i < g->nq; i++)
        if (DIST[hole][g->q[i]] <= 1) return 1;
    return 0;
}

/* Unchain lines through empty holes; one per set of holes, the first in index order. With
 * uthreats only the lines with a ball beside a target (`hot`: one of path's holes is); a path
 * that cannot get there in the steps it has left is not followed (the same lines, in the same
 * order: below the root a troop far from the queens walked hundreds of paths for none). */
static void unchains(const Pos *p, Gen *g, int size, int *path, int len, BB mask, int hot) {
    if (len == size) {
        if ((!g->uthreats || hot) && seen_add(g, mask, -1 - path[0]) && g->n < g->cap) {
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
    if (g->uthreats && !hot) {
        int far = 1;
        for (int i = 0; i < g->nq; i++)
            if (DIST[last][g->q[i]] <= 1 + size - len) far = 0;
        if (far) return;
    }
    for (int i = 0; i < NBN[last]; i++) {
        int t = NB[last][i];
        if (p->cell[t] || b_has(mask, t)) continue;
        path[len] = t;
        unchains(p, g, size, path, len + 1, b_or(mask, HBIT[t]),
                 hot || (g->uthreats && beside_target(g, t)));
    }
}

/* All legal moves (the game goes on). lines=0 leaves out unchains, slow=0 also reduces and
 * chain-ups (what the search skips below the root), slow=SLOW_THREATS keeps those that put a
 * troop within its reach of an enemy queen, and with lines=0 the unchains that lay a ball next
 * to one (else a chain-up onto the queen, or an unchain beside her, would be a blind spot below
 * the root); with nothing left that way, all moves. */
int gen_moves_in(const Pos *p, Move *out, int lines, int slow, int cap) {
    /* Big (the seen lines): one per thread, never shared. Its address is read once a call
     * through a volatile pointer: each access to a thread-local variable of a shared library
     * is a call to __tls_get_addr, and the compiler, knowing the address, made one for almost
     * every access (5 % of the search's time). */
    static _Thread_local Gen gen;
    Gen *volatile where = &gen;
    Gen *g = where;
    g->out = out;
    g->cap = cap;
    g->n = 0;
    g->nseen = 0;
    g->threats = slow == SLOW_THREATS;
    g->uthreats = g->threats && !lines;
    g->nq = 0;
    int me = p->stm, single = me * 8 + 1;
    g->near4 = (BB){0, 0};
    if (g->threats)
        for (int i = 0; i < p->n; i++)
            if (i != me && p->queen[i] >= 0) {
                g->q[g->nq++] = p->queen[i];
                g->near4 = b_or(g->near4, BALL[4][p->queen[i]]);
            }
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
                    emit(g, MOVE, h, t, 0);
                else if (tc >> 3 == me) {
                    if (k == 1 && (tc & 7) < FORT) emit(g, MOVE, h, t, 0);
                } else if ((tc & 7) != FORT)
                    emit(g, MOVE, h, t, 0);
            }
            if (k == 1 && slow) {
                path[0] = h;
                chains(p, g, single, path, 1, HBIT[h]);
            }
            continue;
        }
        if (k == FORT && !slow) continue;
        BB layers[5], within[5]; /* within[d]: the holes at most d + 1 steps away */
        int nl = layers_of(p, h, k, layers);
        int targets[NH], nt = 0;
        BB all = {0, 0};
        for (int d = 0; d < nl; d++) {
            all = b_or(all, layers[d]);
            within[d] = all;
        }
        for (BB a = all; b_any(a);) targets[nt++] = pop_hole(&a);
        if (k < FORT) {
            for (int i = 0; i < nt; i++) {
                int t = targets[i], tc = p->cell[t];
                if (!tc)
                    emit(g, MOVE, h, t, 0);
                else if (tc >> 3 == me) {
                    if ((tc & 7) + k <= FORT) emit(g, MOVE, h, t, 0);
                } else if ((tc & 7) != FORT)
                    emit(g, MOVE, h, t, 0);
            }
        }
        if (slow)
            for (int cnt = 1; cnt < k; cnt++) {
                /* the holes cnt steps away or nearer, in hole order as targets lists them;
                 * with threats only those within four of a target (a troop of at most four
                 * threatens no further) */
                BB to = cnt <= nl ? within[cnt - 1] : all;
                if (g->threats) to = b_and(to, g->near4);
                while (b_any(to)) {
                    int t = pop_hole(&to), tc = p->cell[t];
                    if ((!tc || (tc >> 3 == me && (tc & 7) + cnt <= FORT)) &&
                        (!g->threats || threatens(g, t, (tc & 7) + cnt)))
                        emit(g, REDUCE, h, t, cnt);
                }
            }
        if (lines || g->uthreats) {
            path[0] = h;
            unchains(p, g, k, path, 1, HBIT[h], g->uthreats && beside_target(g, h));
        }
    }
    int q = p->queen[me];
    if (p->res[me] > 0 && q >= 0)
        for (int i = 0; i < NBN[q]; i++)
            if (!p->cell[NB[q][i]]) emit(g, PRODUCE, -1, NB[q][i], 0);
    if (!g->n) {
        if (!(lines && slow == 1)) return gen_moves_in(p, out, 1, 1, cap);
        emit(g, PASSING, -1, -1, 0);
    }
    return g->n;
}

/* The side to move's captures in the order gen_moves() lists them (a queen's and a soldier's by
 * its neighbour table, a troop's by hole): the search tries its first capture before it lists
 * the other moves, and ties between equal captures go to the one listed first. */
int gen_captures_listed(const Pos *p, Move *out) {
    int me = p->stm, n = 0;
    BB empty = b_andnot(VALID, p->occ);
    BB prey = b_andnot(b_andnot(p->occ, p->own[me]), p->fort);
    BB mine = p->own[me];
    while (b_any(mine)) {
        int h = pop_hole(&mine);
        int k = p->cell[h] & 7;
        if (k == FORT) continue;
        if (k == QK || k == 1) {
            for (int i = 0; i < NBN[h]; i++)
                if (b_has(prey, NB[h][i]))
                    out[n++] = (Move){MOVE, (int8_t)h, (int8_t)NB[h][i], 0, 0, {0}};
            continue;
        }
        if (!b_any(b_and(BALL[k][h], prey))) continue; /* nothing to take within its size */
        BB hit = b_and(reach_all(h, k, empty), prey);
        while (b_any(hit)) {
            int t = pop_hole(&hit);
            out[n++] = (Move){MOVE, (int8_t)h, (int8_t)t, 0, 0, {0}};
        }
    }
    return n;
}

/* The side to move's captures only (whole pieces onto enemy pieces that are no fortress). */
int gen_captures(const Pos *p, Move *out) {
    int me = p->stm, n = 0;
    BB empty = b_andnot(VALID, p->occ);
    BB forts = p->fort;
    BB prey = b_andnot(b_andnot(p->occ, p->own[me]), forts);
    BB mine = p->own[me];
    while (b_any(mine)) {
        int h = pop_hole(&mine);
        int k = p->cell[h] & 7;
        if (k == FORT) continue;
        if (!b_any(b_and(BALL[k == QK ? 1 : k][h], prey))) continue; /* nothing within reach */
        BB r = (k == QK || k == 1) ? NMASK[h] : reach_all(h, k, empty);
        BB hit = b_and(r, prey);
        while (b_any(hit)) {
            int t = pop_hole(&hit);
            out[n++] = (Move){MOVE, (int8_t)h, (int8_t)t, 0, 0, {0}};
        }
    }
    return n;
}

/* The position after m (dst may not be src). */
void play(const Pos *src, const Move *m, Pos *dst) {
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
int attacks(const Pos *p, int attacker, int target, BB empty) {
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

