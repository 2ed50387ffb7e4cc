/* The static evaluation and its weights. reference.py is the same evaluation in Python; the
 * tests hold the two equal on random positions. */
#include "core.h"

/* Evaluation weights; reference.py has the same numbers under the same names (WEIGHTS), and
 * set_weights() changes them for a tuning run (benchmarks/tune_myra_eval.py). */
int W_PIECE = 100, W_RES = 45, W_FORT = 25, W_MOB = 2, W_OPEN = 4, W_ZONE = 23, W_NEAR = 7,
    W_HANG = 25, W_LOST = 3000, W_CONV = 690, W_CHASE = 21, W_CAGE = 11, W_THIN = 8,
    W_CHECK1 = 130, W_CHECK2 = 450, W_CHECK3 = 900, W_PREY = 25, W_SOFT = 1000, W_SOFTK = 450, W_RES3 = 25;
Weight WEIGHTS[] = {{"W_PIECE", &W_PIECE},   {"W_RES", &W_RES},       {"W_FORT", &W_FORT},
                    {"W_MOB", &W_MOB},       {"W_OPEN", &W_OPEN},     {"W_ZONE", &W_ZONE},
                    {"W_NEAR", &W_NEAR},     {"W_HANG", &W_HANG},     {"W_LOST", &W_LOST},
                    {"W_CONV", &W_CONV},     {"W_CHASE", &W_CHASE},   {"W_CAGE", &W_CAGE},
                    {"W_THIN", &W_THIN},     {"W_CHECK1", &W_CHECK1}, {"W_CHECK2", &W_CHECK2},
                    {"W_CHECK3", &W_CHECK3}, {"W_PREY", &W_PREY},     {"W_SOFT", &W_SOFT},
                    {"W_SOFTK", &W_SOFTK},   {"W_RES3", &W_RES3}};
const int NWEIGHTS = (int)(sizeof(WEIGHTS) / sizeof(WEIGHTS[0]));


static inline int tdiv(int a, int b) { return a / b; } /* C truncates; reference.py does too */

/* How many (piece, empty neighbour) pairs a set of pieces has: the sum over the pieces of their
 * free neighbour holes, counted one direction at a time (a shift of the whole set) instead of
 * piece by piece. Exact because each of the six shifts is one neighbour direction (setup()
 * checks that grow() is the neighbour table) and a shift onto a cell off the hexagon lands
 * outside `empty`. */
static inline int free_neighbours(BB set, BB empty) {
    return b_count(b_and(b_shl(set, 1), empty)) + b_count(b_and(b_shr(set, 1), empty)) +
           b_count(b_and(b_shl(set, GW), empty)) + b_count(b_and(b_shr(set, GW), empty)) +
           b_count(b_and(b_shl(set, GW + 1), empty)) + b_count(b_and(b_shr(set, GW + 1), empty));
}

/* Each player's own score (0 for a player who is out); the combination is in evaluate(), which
 * also reads each player's material, its attackers' nearness, how many enemy pieces reach its
 * queen's ring (zone), and of them how many are each other player's (ring[by][queen's owner]),
 * and its queen's free neighbours (qopen).
 *
 * Per piece: its reach (the holes it can move to or take on: a queen's or a soldier's
 * neighbours, a troop's holes within its size through empty holes), the free holes of that
 * reach (mobility, at most 12 a piece), the enemy queens in it (check), the enemy queens whose
 * ring it touches (zone; queens do not count), the pieces of the side to move it can take
 * (hang: the biggest counts), and its nearness to each enemy queen. Queens and soldiers, whose
 * reach is their neighbours, are counted for a whole player at once with bit-board operations
 * (the same numbers; the evaluation was half of the search's time piece by piece); only
 * troops of two to four walk their reach one by one. Fortresses only count as material. */
void scores_of(const Pos *p, int *s, int *matl, int *near_out, int *zone_out, int *qopen_out,
               int ring[3][3]) {
    int n = p->n, stm = p->stm;
    int mat[3] = {0}, mob[3] = {0}, zone[3] = {0}, check[3] = {0}, checkby[3] = {0};
    int near[3] = {0}, hang[3] = {0};
    BB empty = b_andnot(VALID, p->occ);
    BB forts = p->fort;
    /* A soldier in reserve comes in one a turn, next to the queen, and with three in play the
     * board fills fast: valued at 45, as with two, the core kept most of its reserve while the
     * others produced theirs, and its lost games ended with 13 to 21 soldiers unproduced and
     * an army on the board half the others'. W_RES3 is the reserve's worth with three. */
    int wres = n == 3 ? W_RES3 : W_RES;
    memset(ring, 0, sizeof(int[3][3]));
    for (int i = 0; i < n; i++) {
        matl[i] = 0;
        qopen_out[i] = 0;
        if (p->queen[i] >= 0) {
            qopen_out[i] = b_count(b_and(NMASK[p->queen[i]], empty));
            mat[i] += wres * p->res[i] + W_OPEN * qopen_out[i];
            matl[i] += wres * p->res[i];
        }
    }
    for (int pl = 0; pl < n; pl++) {
        int foes[2], nf = 0; /* the enemy queens' owners */
        for (int e = 0; e < n; e++)
            if (e != pl && p->queen[e] >= 0) foes[nf++] = e;
        BB steppers = {0, 0}, soldiers = {0, 0}; /* pieces whose reach is their neighbours */
        BB reached = {0, 0};                      /* every hole a troop of pl reaches */
        int material = 0;
        BB pieces = p->own[pl];
        while (b_any(pieces)) {
            int h = pop_hole(&pieces);
            int k = p->cell[h] & 7;
            if (k == QK) {
                steppers = b_or(steppers, HBIT[h]);
                continue;
            }
            material += W_PIECE * k;
            if (k == FORT) {
                mat[pl] += W_FORT;
                continue;
            }
            if (k == 1) {
                soldiers = b_or(soldiers, HBIT[h]);
                for (int f = 0; f < nf; f++) near[pl] += NEARW[p->queen[foes[f]]][h];
                continue;
            }
            BB r = reach_all(h, k, empty);
            int fr = b_count(b_and(r, empty));
            mob[pl] += fr < 12 ? fr : 12;
            reached = b_or(reached, r);
            int w = k >= 3 ? 2 : 1;
            for (int f = 0; f < nf; f++) {
                int e = foes[f], q = p->queen[e];
                if (b_has(r, q)) {
                    check[e]++;
                    checkby[e] |= 1 << pl;
                }
                if (b_any(b_and(r, NMASK[q]))) {
                    zone[e]++;
                    ring[pl][e]++;
                }
                near[pl] += NEARW[q][h] * w;
            }
        }
        mat[pl] += material;
        matl[pl] += material;
        steppers = b_or(steppers, soldiers);
        mob[pl] += free_neighbours(steppers, empty);
        reached = b_or(reached, grow(steppers));
        for (int f = 0; f < nf; f++) {
            int e = foes[f], q = p->queen[e];
            int c = b_count(b_and(NMASK[q], steppers));
            if (c) {
                check[e] += c;
                checkby[e] |= 1 << pl;
            }
            int z = b_count(b_and(ZONE1[q], soldiers));
            zone[e] += z;
            ring[pl][e] += z;
        }
        if (pl != stm) {
            BB prey = b_andnot(b_and(reached, p->own[stm]), forts);
            if (p->queen[stm] >= 0) prey = b_andnot(prey, HBIT[p->queen[stm]]);
            while (b_any(prey)) {
                int v = W_PIECE * (p->cell[pop_hole(&prey)] & 7);
                if (v > hang[pl]) hang[pl] = v;
            }
        }
    }
    for (int i = 0; i < n; i++) {
        near_out[i] = near[i];
        zone_out[i] = zone[i];
        if (p->queen[i] < 0) {
            s[i] = 0;
            continue;
        }
        int v = mat[i] + W_MOB * mob[i] + W_NEAR * near[i] - W_ZONE * zone[i];
        if (check[i]) {
            int before = 0, q = stm;
            for (int j = 0; j < n; j++) {
                if (q == i) break;
                if (p->queen[q] >= 0) before |= 1 << q;
                q = (q + 1) % n;
            }
            v -= (checkby[i] & before) ? W_LOST
                 : check[i] == 1       ? W_CHECK1
                 : check[i] == 2       ? W_CHECK2
                                       : W_CHECK3;
        }
        s[i] = v;
    }
    for (int i = 0; i < n; i++)
        if (i != stm && p->queen[i] >= 0) s[stm] -= tdiv(hang[i] * W_HANG, 100);
}

/* The score for `root` (positive is good for it). Two sides (two players, or the two left of
 * three): the own score minus the other's; a side well ahead in material gains from trades (its
 * lead weighs more as the board empties), from every enemy piece taken (W_THIN), from bringing
 * its pieces near the enemy queen and onto her ring (W_CHASE), and from closing her free holes
 * (W_CAGE), so a won game is driven home (without it a won three-player game drifted to the ply
 * cap once one player was out). With three in play: the root's share of the win
 * (soft_evaluate). */
int evaluate(const Pos *p, int root) {
    if (p->n == 3 && alive_count(p) == 3) return soft_evaluate(p, root);
    int s[3], matl[3], near[3], zone[3], qopen[3], ring[3][3];
    scores_of(p, s, matl, near, zone, qopen, ring);
    int mine = s[root];
    int other = -1;
    for (int i = 0; i < p->n; i++)
        if (i != root && p->queen[i] >= 0) other = i;
    if (other < 0) return mine;
    int v = mine - s[other];
    int lead = matl[root] - matl[other];
    int total = matl[root] + matl[other] + 100;
    int mag = lead < 0 ? -lead : lead;
    if (mag >= 300) {
        int sign = lead > 0 ? 1 : -1;
        int leader = lead > 0 ? root : other;
        int loser = leader == root ? other : root;
        v += sign * (tdiv(mag * W_CONV, total) + W_NEAR * near[leader] + W_CHASE * zone[loser] -
                     W_CAGE * qopen[loser] - tdiv(W_THIN * matl[loser], 100));
    }
    return v;
}

/* ---- three players as shares of the win ---------------------------------------------------
 *
 * With three in play the root's score is its share of the win: e^(s_root/T) over the sum of
 * e^(s/T) of the players in the game (s their own scores, T = W_SOFT), the same formula for
 * three in play and for the two left, as a score that is 0 at a third (what a draw is worth)
 * and moves about 100 for a soldier of the root's near an even game (W_SOFTK). A search begun
 * with three in play scores every position so, the two left included (search.c).
 *
 * Why: a takeover (the first to take a queen gets her soldiers on the board) decides most
 * three-player games, and it must be scored for what it is. The score this replaced weighed
 * the others' best and mean against the own score with three in play and the other's score
 * alone once two were left, so a rival who took the third queen and her army left the root's
 * score about where it was (on random mid-games it rose by some thirteen soldiers): the root
 * did little to stop it, and that is how most of its three-player games were lost. In shares,
 * the rival's takeover sends the root's share down from about a third to well under one, and
 * the root's own takeover sends it up towards a win. Shares also say that an even trade with
 * one opponent at an even game helps the third (the root's share falls), where the old score
 * made every trade with the strongest a gain, and the core traded its army away while the third
 * player watched. A position at the search's horizon in which a player who moves before her
 * owner can take a queen is scored as that takeover done.
 *
 * In the paranoid tree (the two others as one side against the root), an opponent whose queen
 * the other could take would now give it: the rival's takeover is the root's worst case. So in
 * a search begun with three in play an opponent never leaves his own queen to the other
 * opponent (search.c, guarded_by) unless every move of his does; nobody plays so, and without
 * the rule the root would play against gifts that never come (measured on the old score: 3 of
 * 12 games won).
 *
 * The exponentials come from a table of integers built by integer steps, in 1/65536
 * (reference.py builds the same numbers), so the core and the reference agree exactly. */
#define SOFT_STEP 10
#define SOFT_MAX 8192
static int64_t EXPT[SOFT_MAX + 1], EXPN[SOFT_MAX + 1];
static int soft_ne = 0, soft_built = -1;

void soft_setup(void) {
    int t = W_SOFT; /* set_weights() keeps it at 1 or more */
    if (t == soft_built) return;
    soft_built = t;
    /* e^(SOFT_STEP/t) in 1/65536 by its series, in integers */
    int64_t g = 65536, term = 65536;
    for (int k = 1; k <= 5; k++) {
        term = term * SOFT_STEP / ((int64_t)t * k);
        g += term;
    }
    int ne = 10 * t / SOFT_STEP;
    if (ne > SOFT_MAX) ne = SOFT_MAX;
    soft_ne = ne;
    EXPT[0] = 65536;
    EXPN[0] = 65536;
    for (int i = 1; i <= ne; i++) {
        EXPT[i] = EXPT[i - 1] * g / 65536;
        EXPN[i] = (int64_t)65536 * 65536 / EXPT[i];
    }
}

static inline int64_t soft_exp(int d) {
    int i = d / SOFT_STEP;
    if (i > soft_ne) i = soft_ne;
    if (i < -soft_ne) i = -soft_ne;
    return i >= 0 ? EXPT[i] : EXPN[-i];
}

/* The root's share among the players of `in` (a bit mask), in 1/65536. */
static int64_t soft_share(const int *s, int in, int root) {
    int64_t den = 0;
    for (int j = 0; j < 3; j++)
        if (in >> j & 1) den += soft_exp(s[j] - s[root]);
    return (int64_t)65536 * 65536 / den;
}

/* The share as a score: 0 for a third (what a draw is worth), W_SOFTK percent of T for the
 * whole share; at 450 a soldier of the root's is worth about 100 near an even game (the slope
 * of the share there is 2/9 of 1/T). */
static int soft_score(int64_t share) {
    int64_t k = (int64_t)W_SOFTK * W_SOFT / 100;
    int64_t num = k * (3 * share - 65536);
    int64_t den = 3 * 65536;
    return (int)(num / den);
}

/* The root's share of the win as a score (three players, some of whom may be out). */
int soft_evaluate(const Pos *p, int root) {
    int s[3], matl[3], near[3], zone[3], qopen[3], ring[3][3];
    scores_of(p, s, matl, near, zone, qopen, ring);
    int in = 0;
    for (int i = 0; i < 3; i++)
        if (p->queen[i] >= 0) in |= 1 << i;
    if (!(in >> root & 1)) return soft_score(0);
    if (in == 7) {
        /* A queen that a player moving before her owner can take is his takeover: her army
         * (her soldiers on the board) goes to him and her owner is out. The first such, in the
         * order of play from the player to move. */
        BB empty = b_andnot(VALID, p->occ);
        int q0 = p->stm, q1 = (q0 + 1) % 3, q2 = (q0 + 2) % 3;
        int taker = -1, victim = -1;
        if (attacks(p, q0, p->queen[q1], empty)) {
            taker = q0;
            victim = q1;
        } else if (attacks(p, q0, p->queen[q2], empty)) {
            taker = q0;
            victim = q2;
        } else if (attacks(p, q1, p->queen[q2], empty)) {
            taker = q1;
            victim = q2;
        }
        if (victim >= 0) {
            if (victim == root) return soft_score(0);
            s[taker] += matl[victim] - W_RES3 * p->res[victim];
            in &= ~(1 << victim);
        } else { /* well ahead of the weakest: her queen is the prize (W_PREY) */
            int weak = -1;
            for (int i = 0; i < 3; i++)
                if (i != root && (weak < 0 || matl[i] < matl[weak])) weak = i;
            if (matl[root] - matl[weak] >= 300) s[root] += W_PREY * ring[root][weak];
        }
    }
    return soft_score(soft_share(s, in, root));
}
