/* The static evaluation and its weights. reference.py is the same evaluation in Python; the
 * tests hold the two equal on random positions. */
#include "core.h"

/* Evaluation weights; reference.py has the same numbers under the same names (WEIGHTS), and
 * set_weights() changes them for a tuning run (benchmarks/tune_myra_eval.py). */
int W_PIECE = 100, W_RES = 45, W_FORT = 25, W_MOB = 2, W_OPEN = 4, W_ZONE = 23, W_NEAR = 7,
    W_HANG = 25, W_LOST = 3000, W_CONV = 690, W_CHASE = 21, W_CAGE = 11, W_THIN = 8,
    W_CHECK1 = 130, W_CHECK2 = 450, W_CHECK3 = 900, W_PREY = 25, W_RIVAL = 200;
Weight WEIGHTS[] = {{"W_PIECE", &W_PIECE},   {"W_RES", &W_RES},       {"W_FORT", &W_FORT},
                    {"W_MOB", &W_MOB},       {"W_OPEN", &W_OPEN},     {"W_ZONE", &W_ZONE},
                    {"W_NEAR", &W_NEAR},     {"W_HANG", &W_HANG},     {"W_LOST", &W_LOST},
                    {"W_CONV", &W_CONV},     {"W_CHASE", &W_CHASE},   {"W_CAGE", &W_CAGE},
                    {"W_THIN", &W_THIN},     {"W_CHECK1", &W_CHECK1}, {"W_CHECK2", &W_CHECK2},
                    {"W_CHECK3", &W_CHECK3}, {"W_PREY", &W_PREY},   {"W_RIVAL", &W_RIVAL}};
const int NWEIGHTS = (int)(sizeof(WEIGHTS) / sizeof(WEIGHTS[0]));


static inline int tdiv(int a, int b) { return a / b; } /* C truncates; reference.py does too */

/* Each player's own score (0 for a player who is out); the combination is in evaluate(), which
 * also reads each player's material, its attackers' nearness, how many enemy pieces reach its
 * queen's ring (zone), and of them how many are each other player's (ring[by][queen's owner]),
 * and its queen's free neighbours (qopen). */
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
    BB pieces = p->occ;
    while (b_any(pieces)) {
        int h = pop_hole(&pieces);
        int c = p->cell[h];
        int pl = c >> 3, k = c & 7;
        if (k != QK) {
            mat[pl] += W_PIECE * k;
            matl[pl] += W_PIECE * k;
            if (k == FORT) {
                mat[pl] += W_FORT;
                continue;
            }
        }
        BB r = (k == QK || k == 1) ? b_or(NMASK[h], HBIT[h]) : reach_all(h, k, empty);
        int fr = b_count(b_and(r, empty));
        mob[pl] += fr < 12 ? fr : 12;
        BB hit = b_andnot(b_andnot(b_and(r, p->occ), p->own[pl]), forts);
        while (b_any(hit)) {
            int t = pop_hole(&hit);
            int tc = p->cell[t];
            if ((tc & 7) == QK) {
                check[tc >> 3]++;
                checkby[tc >> 3] |= 1 << pl;
            } else if ((tc >> 3) == stm && pl != stm && W_PIECE * (tc & 7) > hang[pl]) {
                hang[pl] = W_PIECE * (tc & 7);
            }
        }
        if (k == QK) continue;
        int w = k >= 3 ? 2 : 1;
        for (int e = 0; e < n; e++) {
            int q = p->queen[e];
            if (e == pl || q < 0) continue;
            if (b_any(b_and(r, NMASK[q]))) {
                zone[e]++;
                ring[pl][e]++;
            }
            int d = DIST[h][q];
            if (d < 8) near[pl] += (8 - d) * w;
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
 * other opponent must not get there first. */
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

