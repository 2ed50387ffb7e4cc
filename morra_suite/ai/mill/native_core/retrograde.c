/* Retrograde solving: the endgame tables, the placing layers of a solved game, and the index of
 * the 3-v-3 flying table, with the lookups the search's probe uses. */
#include "core.h"

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

static u32 binom[25][25];

void init_binom(void) {
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

u64 eg_size(int n, int a, int b) { return (u64)binom[n][a] * binom[n - a][b]; }

u64 eg_index(int n, int a, int b, u32 me, u32 op) {
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
int eg_value(const int8_t *tabs[EG_MAXP + 1][EG_MAXP + 1], int n, u32 me, u32 op,
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
int eg_solve(const Cfg *c, int a, int b, const int8_t *lower[EG_MAXP + 1][EG_MAXP + 1],
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

/* The hands of the mover and the other in layer k of a game with P pieces a side. */
void pl_hands(int P, int k, int *hm, int *ho) {
    int white = (k + 1) / 2, black = k / 2; /* placements made */
    *hm = P - (k % 2 ? black : white);
    *ho = P - (k % 2 ? white : black);
}

/* The offsets of layer k's sub-tables (PL_NONE where none) and the layer's size. */
u64 pl_layout(int n, int P, int k, u64 off[EG_MAXP + 1][EG_MAXP + 1]) {
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
int pl_solve(const Cfg *c, int P, int k, const int8_t *next,
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

void init_combos(void) {
    int k = 0;
    for (int a = 0; a < 24; a++)
        for (int b = a + 1; b < 24; b++)
            for (int c = b + 1; c < 24; c++) combo_index[a][b][c] = (int16_t)k++;
}

int combo_of(u32 m) {
    int a = lsb(m);
    m &= m - 1;
    int b = lsb(m);
    m &= m - 1;
    return combo_index[a][b][lsb(m)];
}

/* The stored byte of a position with pieces in hand from the placing layers, or 0 if none. */
int pl_value(const Engine *e, const Pos *p, int *v) {
    int P = e->pl_pieces, s = p->side, hm = p->hand[s], ho = p->hand[1 - s];
    if (!P || hm > P || ho > P || (hm != ho && hm != ho + 1)) return 0;
    int k = 2 * P - hm - ho;
    if (k < 0 || k >= 2 * P) return 0;
    return pl_lookup(e->pl[k], (const u64(*)[EG_MAXP + 1])e->pl_off[k], e->c.n, p->bb[s],
                     p->bb[1 - s], v);
}
