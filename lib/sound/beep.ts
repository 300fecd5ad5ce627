/** The sounds of the game boards, made with WebAudio: no audio files to load. */
export type GameSound = 'bet' | 'win' | 'lose';

type Tone = { notes: readonly number[]; seconds: number; wave: OscillatorType };

const TONES: Record<GameSound, Tone> = {
  bet: { notes: [520], seconds: 0.06, wave: 'triangle' },
  win: { notes: [660, 880, 1320], seconds: 0.09, wave: 'triangle' },
  lose: { notes: [300, 200], seconds: 0.12, wave: 'sine' },
};

const VOLUME = 0.08;

let context: AudioContext | null = null;

/**
 * Plays a short beep, quietly and at once. Browsers allow audio only after a user gesture; the
 * first call comes from one (a click on a bet button), and failures are silent.
 */
export function beep(sound: GameSound) {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume();
    const { notes, seconds, wave } = TONES[sound];
    let at = context.currentTime;
    for (const frequency of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(VOLUME, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
      at += seconds;
    }
  } catch {
    // No audio on this device: the game goes on silently.
  }
}
