// check.js — what every setup runs against the installed package; returns plain data that the
// test compares with the rule book (perft counts of RULES §3.7) and known refusals.
export async function check(lib, cg, source) {
  await lib.init(source);
  const xiangqi = new lib.Game('xiangqi/youzai');
  const janggi = new lib.Game('janggi/plyyard');
  janggi.play('H02-83');
  const makruk = new lib.Game('makruk/plyyard');
  return {
    xiangqiPerft3: xiangqi.perft(3),
    janggiPerft2: new lib.Game('janggi/plyyard').perft(2),
    makrukPerft2: makruk.perft(2),
    afterH0283: janggi.explain('b3b5')?.code ?? null,
    cgKey: cg.key('a10'),
    cgDests: cg.config(xiangqi).movable.dests.get('b1'),
  };
}
