/* The board's tables (setup() in module.c fills them from games/myra/board.py), the full
 * Zobrist key, the players still in the game, and the layers of a reach through empty holes
 * (reach_all() is inline in core.h). */
#include "core.h"

BB VALID;
BB HBIT[NH];  /* grid bit of each hole */
BB NMASK[NH]; /* its neighbours */
int G2H[128];
int NB[NH][6], NBN[NH]; /* neighbours in index order */
int DIST[NH][NH];
BB BALL[5][NH];
BB ZONE1[NH];
uint8_t NEARW[NH][NH];
u64 ZC[NH][24], ZSTM[3], ZRES[3][32], ZROOT[3];
int ready = 0;

u64 full_key(const Pos *p) {
    u64 k = ZSTM[p->stm];
    for (int h = 0; h < NH; h++) k ^= ZC[h][p->cell[h]];
    for (int i = 0; i < p->n; i++) k ^= ZRES[i][p->res[i]];
    return k;
}

int alive_count(const Pos *p) {
    int c = 0;
    for (int i = 0; i < p->n; i++) c += p->queen[i] >= 0;
    return c;
}

int next_player(const Pos *p) {
    for (int s = 1; s <= p->n; s++) {
        int q = (p->stm + s) % p->n;
        if (p->queen[q] >= 0) return q;
    }
    return p->stm;
}

/* Holes first reached at 1..steps steps from h through empty holes (stoppers included). */
int layers_of(const Pos *p, int h, int steps, BB *layers) {
    BB empty = b_andnot(VALID, p->occ);
    BB seen = HBIT[h], front = seen;
    int nl = 0;
    for (int s = 0; s < steps; s++) {
        BB nw = b_andnot(grow(front), seen);
        if (!b_any(nw)) break;
        layers[nl++] = nw;
        seen = b_or(seen, nw);
        front = b_and(nw, empty);
        if (!b_any(front)) break;
    }
    return nl;
}
