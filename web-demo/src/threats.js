// threats.js — the pieces the other side attacks and their own side does not defend, read from
// the core's control map (game.attackers): what "Threats" marks on the board and lists.
//
//   hangingPieces(game, pieces?) -> those of `pieces` (game.pieces()) attacked and not defended,
//                          generals and makruk's khun left out (a check is marked already)
//
// Control is the rules' reach of a piece: the points it could capture on (a cannon's beyond one
// screen), whether or not the move would leave its own general in check (a pinned defender still
// defends: a quick look, as a player's eye counts, not a search).
const ROYAL = new Set(['general', 'khun']);
const OTHER = { white: 'black', black: 'white' };

export function hangingPieces(game, pieces = game.pieces()) {
  return pieces.filter((p) => !ROYAL.has(p.role)
    && game.attackers(p.square, OTHER[p.color]).length > 0
    && game.attackers(p.square, p.color).length === 0);
}
