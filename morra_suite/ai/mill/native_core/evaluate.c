/* The static evaluation (search.evaluate says the same in Python, weight for weight). */
#include "core.h"

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

/* The cramp of a side with `mob` steps: minus the square of its shortfall from CRAMP_FREE (a
 * side short of steps is being shut in well before it is down to the last one or two). */
static inline int cramp(int mob) {
    int d = mob < CRAMP_FREE ? CRAMP_FREE - mob : 0;
    return -d * d;
}

int evaluate(const Cfg *c, const Pos *p) {
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
    if (w[W_CRAMP] && !c->passes && (!placing || p->hand[0] + p->hand[1] <= CRAMP_HANDS))
        score += w[W_CRAMP] * (cramp(my_fly ? CRAMP_FREE : my_mob) - cramp(op_fly ? CRAMP_FREE : op_mob));
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
