/* The static evaluation and its weights. reference.py is the same evaluation in Python; the
 * tests hold the two equal on random positions. */
#include "core.h"

/* Evaluation weights; reference.py has the same numbers under the same names (WEIGHTS), and
 * set_weights() changes them for a tuning run (benchmarks/tune_myra_eval.py). */
int W_PIECE = 100, W_RES = 45, W_FORT = 25, W_MOB = 2, W_OPEN = 4, W_ZONE = 23, W_NEAR = 7,
    W_HANG = 25, W_LOST = 3000, W_CONV = 690, W_CHASE = 21, W_CAGE = 11, W_THIN = 8,
    W_CHECK1 = 130, W_CHECK2 = 450, W_CHECK3 = 900, W_PREY = 25, W_RIVAL = 200, W_TAKE = 1;
Weight WEIGHTS[] = {{"W_PIECE", &W_PIECE},   {"W_RES", &W_RES},       {"W_FORT", &W_FORT},
                    {"W_MOB", &W_MOB},       {"W_OPEN", &W_OPEN},     {"W_ZONE", &W_ZONE},
                    {"W_NEAR", &W_NEAR},     {"W_HANG", &W_HANG},     {"W_LOST", &W_LOST},
                    {"W_CONV", &W_CONV},     {"W_CHASE", &W_CHASE},   {"W_CAGE", &W_CAGE},
                    {"W_THIN", &W_THIN},     {"W_CHECK1", &W_CHECK1}, {"W_CHECK2", &W_CHECK2},
                    {"W_CHECK3", &W_CHECK3}, {"W_PREY", &W_PREY},   {"W_RIVAL", &W_RIVAL},
                    {"W_TAKE", &W_TAKE}};
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
    memset(ring, 0, sizeof(int[3][3]));
    for (int i = 0; i < n; i++) {
        matl[i] = 0;
        qopen_out[i] = 0;
        if (p->queen[i] >= 0) {
            qopen_out[i] = b_count(b_and(NMASK[p->queen[i]], empty));
            mat[i] += W_RES * p->res[i] + W_OPEN * qopen_out[i];
            matl[i] += W_RES * p->res[i];
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

/* The score for `root` (positive is good for it); the others count as one side. A side well
 * ahead in material gains from trades (its lead weighs more as the board empties), from every
 * enemy piece taken (W_THIN), from bringing its pieces near the enemy queen and onto her ring
 * (W_CHASE), and from closing her free holes (W_CAGE), so a won game is driven home. The same
 * holds in a three-player game once one player is out: the two left play a two-player game
 * (without it a won three-player game drifted to the ply cap). With three in play, the others'
 * best and mean count half each, together twice as much as the own score (W_RIVAL: a soldier
 * taken from the strongest is worth one and a half of one's own, from the other a half), and a
 * root well ahead of its weakest opponent gains from each of its pieces on that queen's ring
 * (W_PREY): who takes a queen takes her army, so the weak player's queen is the prize, and the
 * other opponent must not get there first.
 *
 * A known flaw, left as it is for now: the step from three in play to the two left is scored
 * inconsistently. The others' scores weigh twice the own with three in play and once in the
 * duel, so an opponent who takes the other's queen and army leaves the root's score about where
 * it was (on random mid-game positions it rose by some thirteen soldiers), and the root does
 * little to stop it; that is how most three-player games are lost. Scoring the duel of the two
 * left twice (and a queen an opponent takes before her owner moves as taken) made a rival's
 * takeover cost the root, but in the paranoid tree the opponents then hand each other their
 * queens to hurt the root: it played against gifts that never came and won 3 of 12 games
 * against the old top level. Forbidding an opponent in the tree to leave his own queen open
 * brought that back to 7 wins, 3 draws and 2 losses of 12, no better than the code without
 * these changes on the same seeds (6, 4 and 2). Valuing the takeover seems to need a tree in
 * which each opponent plays for himself (max-n, say), not one side of two. */
int evaluate(const Pos *p, int root) {
    int s[3], matl[3], near[3], zone[3], qopen[3], ring[3][3];
    scores_of(p, s, matl, near, zone, qopen, ring);
    int mine = s[root];
    int cnt = 0, other = p->n == 2 ? 1 - root : -1;
    for (int i = 0; i < p->n; i++)
        if (i != root && p->queen[i] >= 0) {
            cnt++;
            if (p->n == 3) other = i;
        }
    if (p->n == 2 || cnt == 1) {
        if (other < 0 || p->queen[other] < 0) return mine;
        int v = mine - s[other];
        int lead = matl[root] - matl[other];
        int total = matl[root] + matl[other] + 100;
        int mag = lead < 0 ? -lead : lead;
        if (mag >= 300) {
            int sign = lead > 0 ? 1 : -1;
            int leader = lead > 0 ? root : other;
            int loser = leader == root ? other : root;
            v += sign * (tdiv(mag * W_CONV, total) + W_NEAR * near[leader] +
                         W_CHASE * zone[loser] - W_CAGE * qopen[loser] -
                         tdiv(W_THIN * matl[loser], 100));
        }
        return v;
    }
    if (!cnt) return mine;
    /* A queen the other opponent takes first is his takeover, not the root's windfall. Her
     * owner's own score carries W_LOST for it, and an opponent's loss is the root's gain, so
     * the threat alone made the position fifteen soldiers or more better for the root. Yet
     * once the queen is taken, her army goes to the taker, and the duel that follows scores
     * about as the three did before (the flaw described above): the threat looked like a gift
     * that the taking withdrew, and at the search's horizon the root could steer for it. The
     * first player from the one to move on who can take her before she moves is the taker;
     * W_TAKE = 0 scores the threat as before (for measuring). */
    if (W_TAKE) {
        BB empty = b_andnot(VALID, p->occ);
        for (int y = 0; y < 3; y++) {
            if (y == root) continue;
            for (int q = p->stm; q != y; q = (q + 1) % 3) {
                if (attacks(p, q, p->queen[y], empty)) {
                    if (q != root) s[y] += W_LOST;
                    break;
                }
            }
        }
    }
    int sum = 0, best = -INF, weak = -1;
    for (int i = 0; i < p->n; i++)
        if (i != root && p->queen[i] >= 0) {
            sum += s[i];
            if (s[i] > best) best = s[i];
            if (weak < 0 || matl[i] < matl[weak]) weak = i;
        }
    /* The others' best and mean, half each, weighed W_RIVAL percent against the own score:
     * at 100 a soldier taken from the weaker opponent was worth a quarter of one lost, so
     * every trade looked bad and the core let the others take more than it took. */
    int v = mine - tdiv((best * cnt + sum) * W_RIVAL, 200 * cnt);
    if (matl[root] - matl[weak] >= 300) v += W_PREY * ring[root][weak];
    return v;
}

/* What a draw (a repetition, the no-capture limit) is worth to every player. With two sides it is 0,
 * the value of an even game. With three in play the others' scores weigh W_RIVAL percent
 * against the own, so a position in which all three stand even scores about -m (m one
 * player's own score, some forty soldiers in a mid-game), and a draw scored 0 looked like
 * winning forty soldiers: the search repeated moves and let the no-capture limit run out
 * rather than play an even game on. A draw is scored as the even position would be, with each
 * player at the mean of the three own scores. */
int draw_value(const Pos *p) {
    if (p->n == 2 || alive_count(p) < 3) return 0;
    int s[3], matl[3], near[3], zone[3], qopen[3], ring[3][3];
    scores_of(p, s, matl, near, zone, qopen, ring);
    int m = tdiv(s[0] + s[1] + s[2], 3);
    return m - tdiv(m * W_RIVAL, 100);
}
