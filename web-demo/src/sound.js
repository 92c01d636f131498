// sound.js — a move heard, as game sites play one: a knock of wood for a move, a deeper and
// louder one for a capture, a knock with a high ring for a check (or a khun in check). Made with
// WebAudio from a burst of noise, no sound file. Played when the board shows the position one
// move on from the last drawn (a move played, by the reader or the engine, or a step forward),
// not for a step back or a jump of more moves (Home, End, a record opened). "Sound" in the header
// turns it off and on (a pref, on unless turned off).
//
//   soundFor(node, game)  after a render: the sound of the move that led to `node`, if it is one
//                         move on from the node drawn before
//   soundsPlayed          the kinds played, in order (for tests: a sound that failed is not there)
import { state } from './state.js';

const KINDS = {
  move: { band: 1400, gain: 0.5, length: 0.05 },
  capture: { band: 700, gain: 0.9, length: 0.09 },
  check: { band: 1400, gain: 0.5, length: 0.05, ring: 1760 },
};

let context = null;
let drawnBefore = null; // the node of the position drawn last
export const soundsPlayed = [];

function knock({ band, gain, length, ring }) {
  context ??= new AudioContext();
  if (context.state === 'suspended') context.resume(); // a page's audio starts at a gesture of the reader's
  const t = context.currentTime;
  const noise = context.createBuffer(1, Math.ceil(context.sampleRate * length), context.sampleRate);
  const samples = noise.getChannelData(0);
  for (let i = 0; i < samples.length; i++) samples[i] = (Math.random() * 2 - 1) * (1 - i / samples.length) ** 3;
  const source = context.createBufferSource();
  source.buffer = noise;
  const filter = new BiquadFilterNode(context, { type: 'bandpass', frequency: band, Q: 2 });
  const level = new GainNode(context, { gain });
  source.connect(filter).connect(level).connect(context.destination);
  source.start(t);
  if (ring) {
    const tone = new OscillatorNode(context, { frequency: ring });
    const fade = new GainNode(context, { gain: 0.15 });
    fade.gain.setTargetAtTime(0, t + 0.02, 0.06);
    tone.connect(fade).connect(context.destination);
    tone.start(t);
    tone.stop(t + 0.4);
  }
}

export function soundFor(node, game) {
  const before = drawnBefore;
  drawnBefore = node;
  const move = node.move;
  if (!before || node.parent !== before || !move || state.editor) return;
  if (!state.sound) return;
  const kind = game.inCheck() ? 'check' : move.captured ? 'capture' : 'move';
  try {
    knock(KINDS[kind]);
    soundsPlayed.push(kind);
  } catch { /* no audio here: the board plays on in silence */ }
}
