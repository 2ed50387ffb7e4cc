/* The position's job in the native core: Zobrist keys, legal moves and play, the same as
 * engine.py's. The search and the retrograde solver both call these, so the tables follow exactly
 * the moves the search plays. */
#include "core.h"

/* ---- the position ------------------------------------------------------------------------ */

u64 zobrist(const Cfg *c, const Pos *p) {
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

int gen_moves(const Cfg *c, const Pos *p, u64 *out) {
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

void play(const Cfg *c, const Pos *p, u64 m, Pos *q) {
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
