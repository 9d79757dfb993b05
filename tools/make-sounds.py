#!/usr/bin/env python3
"""Synthesise the sound effects and the music loop of the bundled data packs.

Writes 16-bit mono 22050 Hz WAV files into data/<pack>/sounds/ for every pack below: one short
effect per name in sounds.json (0.05-0.6 s, a few milliseconds of fade at both ends, peaks kept
below full scale), theme.wav (exploring) and battle.wav (fighting), 8-second loops rendered
circularly so that their ends join their starts without a click. Only the Python standard library is used and the noise generator has a
fixed seed, so running the script again gives byte-identical files.

    python3 tools/make-sounds.py            # all packs
    python3 tools/make-sounds.py classic    # one pack
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 0.80          # loudest sample of an effect, as a fraction of full scale
THEME_PEAK = 0.55    # the music sits under the effects
FADE = 0.004         # seconds of fade in and out on every effect
LOOP_SECONDS = 8.0

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
PACKS = ['classic', 'permadungeon', 'maze-duel']

TAU = 2.0 * math.pi


# ---------------------------------------------------------------------------------------------
# Building blocks. A sound is a list of floats in [-1, 1] at RATE samples per second.

def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def note_hz(name):
    """'A4' -> 440.0; sharps as 'C#5'."""
    names = {'C': -9, 'D': -7, 'E': -5, 'F': -4, 'G': -2, 'A': 0, 'B': 2}
    semis = names[name[0]]
    rest = name[1:]
    if rest.startswith('#'):
        semis += 1
        rest = rest[1:]
    elif rest.startswith('b'):
        semis -= 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


def envelope(n, attack, decay_to, release, sustain=1.0):
    """A simple attack / sustain / release curve over n samples (times in seconds)."""
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    out = []
    for i in range(n):
        if i < a:
            v = i / a
        elif i >= n - r:
            v = sustain * max(0.0, (n - i) / r)
        else:
            # exponential slide from 1 towards the sustain level
            t = (i - a) / RATE
            v = sustain + (1.0 - sustain) * math.exp(-t / max(decay_to, 1e-4))
        out.append(v)
    return out


def tone(seconds, f0, f1=None, shape='sine', vibrato=0.0, vib_hz=6.0, curve=1.0):
    """An oscillator gliding from f0 to f1 (exponentially when curve=1)."""
    n = int(round(seconds * RATE))
    f1 = f0 if f1 is None else f1
    phase = 0.0
    out = []
    for i in range(n):
        x = i / max(1, n - 1)
        f = f0 * (f1 / f0) ** (x ** curve) if f0 > 0 and f1 > 0 else f0 + (f1 - f0) * x
        if vibrato:
            f *= 1.0 + vibrato * math.sin(TAU * vib_hz * i / RATE)
        phase += f / RATE
        p = phase % 1.0
        if shape == 'sine':
            v = math.sin(TAU * p)
        elif shape == 'triangle':
            v = 4.0 * abs(p - 0.5) - 1.0
        elif shape == 'soft-square':
            # a square with its edges rounded: a few odd harmonics only
            v = (math.sin(TAU * p) + math.sin(3 * TAU * p) / 3 + math.sin(5 * TAU * p) / 5) * 0.9
        elif shape == 'saw':
            v = (math.sin(TAU * p) + math.sin(2 * TAU * p) / 2 + math.sin(3 * TAU * p) / 3
                 + math.sin(4 * TAU * p) / 4) * 0.6
        else:
            raise ValueError(shape)
        out.append(v)
    return out


def noise(seconds, rng, cutoff=4000.0, cutoff_end=None, highpass=0.0):
    """White noise through a one-pole low-pass whose cutoff may glide; optional high-pass."""
    n = int(round(seconds * RATE))
    cutoff_end = cutoff if cutoff_end is None else cutoff_end
    out = []
    lp = 0.0
    hp_state = 0.0
    for i in range(n):
        x = i / max(1, n - 1)
        c = cutoff * (cutoff_end / cutoff) ** x
        k = 1.0 - math.exp(-TAU * c / RATE)
        lp += k * (rng.uniform(-1.0, 1.0) - lp)
        v = lp
        if highpass:
            kh = 1.0 - math.exp(-TAU * highpass / RATE)
            hp_state += kh * (v - hp_state)
            v = v - hp_state
        out.append(v)
    return out


def mul(a, b):
    return [x * y for x, y in zip(a, b)]


def gain(a, g):
    return [x * g for x in a]


def mix(*parts, length=None):
    """Sum sounds; each part is a sound or (offset_seconds, sound)."""
    placed = []
    end = 0
    for p in parts:
        off, s = (p if isinstance(p, tuple) else (0.0, p))
        start = int(round(off * RATE))
        placed.append((start, s))
        end = max(end, start + len(s))
    n = end if length is None else int(round(length * RATE))
    out = [0.0] * n
    for start, s in placed:
        for i, v in enumerate(s):
            j = start + i
            if j < n:
                out[j] += v
    return out


def shaped(s, attack=0.005, decay=0.1, release=0.03, sustain=0.0):
    return mul(s, envelope(len(s), attack, decay, release, sustain))


def finish(s, peak=PEAK):
    """Fade both ends, remove any DC offset, normalise to the given peak."""
    if not s:
        return s
    mean = sum(s) / len(s)
    s = [v - mean for v in s]
    f = max(1, int(FADE * RATE))
    for i in range(min(f, len(s))):
        s[i] *= i / f
        s[-1 - i] *= i / f
    top = max(abs(v) for v in s) or 1.0
    return [v * peak / top for v in s]


def write_wav(path, s):
    frames = bytearray()
    for v in s:
        v = max(-1.0, min(1.0, v))
        frames += struct.pack('<h', int(round(v * 32767)))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, 'wb') as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))


# ---------------------------------------------------------------------------------------------
# The effects.

def bell(seconds, f, decay=0.25, bright=0.35):
    """A soft bell: a sine with two quieter inharmonic partials, struck and decaying."""
    body = mix(tone(seconds, f), gain(tone(seconds, f * 2.01), bright),
               gain(tone(seconds, f * 3.02), bright * 0.4))
    return shaped(body, attack=0.003, decay=decay, release=min(0.05, seconds / 3), sustain=0.0)


def fx_step(rng):
    thump = shaped(tone(0.07, 140, 70), 0.002, 0.02, 0.02)
    scuff = shaped(noise(0.07, rng, 900, 300), 0.002, 0.015, 0.02)
    return mix(gain(thump, 0.7), gain(scuff, 0.5))


def fx_attack(rng):
    swish = shaped(noise(0.18, rng, 600, 3500, highpass=200), 0.03, 0.08, 0.06, 0.2)
    grunt = shaped(tone(0.1, 220, 150, 'triangle'), 0.005, 0.04, 0.03)
    return mix(swish, (0.02, gain(grunt, 0.3)))


def fx_hit(rng):
    body = shaped(tone(0.16, 160, 55), 0.002, 0.05, 0.05)
    smack = shaped(noise(0.06, rng, 2500, 600), 0.001, 0.015, 0.02)
    return mix(body, gain(smack, 0.6))


def fx_miss(rng):
    air = shaped(noise(0.22, rng, 2500, 500, highpass=300), 0.04, 0.1, 0.08, 0.3)
    return gain(air, 0.8)


def fx_critical(rng):
    hit = fx_hit(rng)
    ring = mix(bell(0.35, 1046.5, decay=0.12, bright=0.5), gain(bell(0.35, 1567.98, decay=0.1), 0.5))
    return mix(hit, (0.02, gain(ring, 0.45)))


def fx_die(rng):
    groan = shaped(tone(0.5, 330, 70, 'soft-square', vibrato=0.03, vib_hz=9), 0.01, 0.3, 0.15, 0.3)
    dust = shaped(noise(0.5, rng, 800, 200), 0.05, 0.2, 0.2, 0.2)
    return mix(gain(groan, 0.6), gain(dust, 0.25))


def fx_hero_die(rng):
    notes = ['A4', 'F4', 'D4', 'A3']
    parts = []
    for k, nm in enumerate(notes):
        d = 0.3 if k < 3 else 0.3
        parts.append((k * 0.1, shaped(tone(d, note_hz(nm), shape='triangle'), 0.01, 0.15, 0.1, 0.2)))
    low = (0.0, shaped(tone(0.6, note_hz('D2')), 0.02, 0.4, 0.2, 0.4))
    return mix(*parts, low, length=0.6)


def fx_pickup(rng):
    return mix(bell(0.1, note_hz('E6'), decay=0.05), (0.05, bell(0.1, note_hz('B6'), decay=0.06)))


def fx_chest(rng):
    creak = shaped(tone(0.2, 180, 260, 'saw', vibrato=0.04, vib_hz=23), 0.02, 0.1, 0.05, 0.5)
    sparkle = mix(*[(0.16 + 0.05 * k, bell(0.14, note_hz(nm), decay=0.06, bright=0.2))
                    for k, nm in enumerate(['C6', 'E6', 'G6', 'C7'])])
    return mix(gain(creak, 0.35), gain(sparkle, 0.6), length=0.45)


def fx_trap(rng):
    snap = shaped(noise(0.05, rng, 5000, 1500), 0.001, 0.01, 0.02)
    clank = mix(bell(0.3, 523.0, decay=0.08, bright=0.8), gain(bell(0.3, 741.0, decay=0.06, bright=0.6), 0.7))
    drop = shaped(tone(0.2, 200, 60), 0.002, 0.06, 0.05)
    return mix(gain(snap, 0.6), (0.01, gain(clank, 0.5)), (0.01, gain(drop, 0.6)))


def fx_spell(rng):
    layers = []
    for k, det in enumerate([1.0, 1.006, 0.994, 2.003]):
        s = tone(0.5, 440 * det, 880 * det, 'sine', vibrato=0.01, vib_hz=7 + k)
        layers.append(gain(s, 0.5 if k < 3 else 0.2))
    shimmer = mix(*layers)
    trem = [0.75 + 0.25 * math.sin(TAU * 14 * i / RATE) for i in range(len(shimmer))]
    air = shaped(noise(0.5, rng, 3000, 7000, highpass=1500), 0.1, 0.2, 0.15, 0.3)
    return mix(shaped(mul(shimmer, trem), 0.05, 0.3, 0.15, 0.5), gain(air, 0.15))


def fx_drink(rng):
    parts = []
    for k in range(3):
        f = 320 + 90 * k + rng.uniform(-20, 20)
        parts.append((k * 0.1, shaped(tone(0.09, f, f * 1.9, curve=0.6), 0.005, 0.03, 0.03)))
    return mix(*parts, length=0.35)


def fx_menu(rng):
    return shaped(tone(0.06, 1320, 1180, 'triangle'), 0.002, 0.015, 0.02)


def fx_level(rng):
    notes = ['C5', 'E5', 'G5', 'C6']
    parts = [(0.1 * k, bell(0.3 if k < 3 else 0.3, note_hz(nm), decay=0.15, bright=0.25))
             for k, nm in enumerate(notes)]
    pad = shaped(mix(tone(0.6, note_hz('C4'), shape='triangle'), gain(tone(0.6, note_hz('G4'), shape='triangle'), 0.6)),
                 0.08, 0.4, 0.2, 0.5)
    return mix(*parts, gain(pad, 0.25), length=0.6)


def fx_stairs(rng):
    parts = []
    for k in range(3):
        f = 180 - 30 * k
        thump = shaped(tone(0.08, f, f * 0.5), 0.002, 0.03, 0.03)
        scuff = shaped(noise(0.08, rng, 1200, 400), 0.002, 0.02, 0.03)
        parts.append((0.12 * k, mix(thump, gain(scuff, 0.5))))
    echo = (0.05, shaped(noise(0.35, rng, 500, 150), 0.05, 0.15, 0.1, 0.2))
    return mix(*parts, (echo[0], gain(echo[1], 0.2)), length=0.4)


def fx_bolt(rng):
    pew = shaped(tone(0.25, 1400, 300, 'soft-square', curve=0.7), 0.003, 0.1, 0.06, 0.2)
    roar = shaped(noise(0.25, rng, 4000, 800), 0.01, 0.08, 0.08, 0.3)
    return mix(gain(pew, 0.45), gain(roar, 0.4))


# Spells by element (seed 004's six): each keeps the shimmer of fx_spell's family but has a
# colour of its own, so a player can tell them apart with eyes closed.

def fx_spell_water(rng):
    drops = []
    for k in range(5):
        f = rng.uniform(700, 1300)
        drops.append((0.06 * k + rng.uniform(0, 0.02),
                      shaped(tone(0.09, f, f * 1.8, curve=0.5), 0.003, 0.03, 0.03)))
    wash = shaped(noise(0.45, rng, 1800, 600, highpass=200), 0.08, 0.2, 0.15, 0.3)
    return mix(*drops, gain(wash, 0.3), length=0.45)


def fx_spell_fire(rng):
    roar = shaped(noise(0.45, rng, 900, 5000, highpass=150), 0.05, 0.25, 0.12, 0.4)
    crackle = [0.0] * len(roar)
    for _ in range(18):
        at = rng.randrange(0, len(crackle) - 200)
        for i in range(60):
            crackle[at + i] += rng.uniform(-1, 1) * (1 - i / 60)
    rise = shaped(tone(0.45, 180, 420, 'saw'), 0.03, 0.3, 0.1, 0.3)
    return mix(gain(roar, 0.6), gain(crackle, 0.35), gain(rise, 0.2))


def fx_spell_wood(rng):
    knocks = [(0.08 * k, shaped(tone(0.07, f, f * 0.8, 'triangle'), 0.001, 0.025, 0.02))
              for k, f in enumerate([392, 523, 440, 587])]
    leaves = shaped(noise(0.45, rng, 4000, 2500, highpass=1500), 0.1, 0.2, 0.15, 0.2)
    return mix(*knocks, gain(leaves, 0.2), length=0.45)


def fx_spell_earth(rng):
    rumble = shaped(noise(0.55, rng, 160, 80), 0.02, 0.3, 0.2, 0.5)
    thud = shaped(tone(0.3, 90, 40), 0.003, 0.12, 0.1)
    grit = shaped(noise(0.3, rng, 1500, 400), 0.01, 0.1, 0.1, 0.2)
    return mix(gain(rumble, 0.9), gain(thud, 0.8), (0.08, gain(grit, 0.25)))


def fx_spell_holy(rng):
    chord = [bell(0.55, note_hz(nm), decay=0.3, bright=0.3) for nm in ['C6', 'E6', 'G6']]
    glow = shaped(tone(0.55, note_hz('C5'), shape='triangle', vibrato=0.004), 0.1, 0.3, 0.15, 0.5)
    return mix(*[(0.04 * k, c) for k, c in enumerate(chord)], gain(glow, 0.3), length=0.55)


def fx_spell_evil(rng):
    low = tone(0.55, 110, 98, 'soft-square', vibrato=0.02, vib_hz=5)
    tritone = tone(0.55, 155.6, 138.6, 'sine', vibrato=0.03, vib_hz=3)
    breath = shaped(noise(0.55, rng, 600, 300), 0.15, 0.3, 0.15, 0.4)
    return mix(shaped(mix(low, gain(tritone, 0.7)), 0.06, 0.3, 0.15, 0.5), gain(breath, 0.3))


def fx_heal(rng):
    return mix(*[(0.07 * k, bell(0.25, note_hz(nm), decay=0.12, bright=0.15))
                 for k, nm in enumerate(['G5', 'C6', 'E6'])], length=0.4)


def fx_burn(rng):
    hiss = shaped(noise(0.25, rng, 6000, 2500, highpass=2000), 0.005, 0.08, 0.08, 0.3)
    return gain(hiss, 0.8)


def fx_buff(rng):
    sweep = shaped(tone(0.35, 300, 1200, 'triangle', curve=0.8), 0.02, 0.2, 0.1, 0.4)
    return mix(sweep, (0.2, gain(bell(0.15, note_hz('A6'), decay=0.06), 0.5)))


def fx_debuff(rng):
    sweep = shaped(tone(0.35, 900, 220, 'soft-square', curve=0.8), 0.02, 0.2, 0.1, 0.4)
    return gain(sweep, 0.7)


def fx_expire(rng):
    return shaped(tone(0.15, 880, 440, 'sine'), 0.005, 0.06, 0.05)


def fx_block(rng):
    clang = mix(bell(0.3, 880, decay=0.07, bright=0.9), gain(bell(0.3, 1245, decay=0.05, bright=0.7), 0.6))
    thunk = shaped(noise(0.04, rng, 3000, 800), 0.001, 0.01, 0.02)
    return mix(gain(clang, 0.7), gain(thunk, 0.5))


def fx_defend(rng):
    thud = shaped(tone(0.12, 200, 120, 'triangle'), 0.002, 0.05, 0.04)
    leather = shaped(noise(0.1, rng, 1200, 500), 0.003, 0.03, 0.04)
    return mix(thud, gain(leather, 0.5))


def fx_escape(rng):
    steps = [(0.07 * k, gain(fx_step(rng), 0.7 - 0.1 * k)) for k in range(4)]
    whoosh = shaped(noise(0.35, rng, 800, 3000, highpass=300), 0.05, 0.15, 0.1, 0.2)
    return mix(*steps, gain(whoosh, 0.4), length=0.45)


def fx_appear(rng):
    creak = shaped(tone(0.3, 140, 90, 'saw', vibrato=0.05, vib_hz=17), 0.02, 0.15, 0.08, 0.4)
    growl = shaped(noise(0.35, rng, 400, 200), 0.03, 0.2, 0.1, 0.4)
    return mix(gain(creak, 0.5), (0.1, gain(growl, 0.6)), length=0.5)


def fx_gold(rng):
    return mix(*[(0.035 * k + rng.uniform(0, 0.01),
                  bell(0.12, rng.uniform(2200, 3200), decay=0.04, bright=0.6)) for k in range(5)],
               length=0.3)


def fx_equip(rng):
    click = shaped(noise(0.03, rng, 5000, 2000), 0.001, 0.008, 0.01)
    ring = bell(0.15, 660, decay=0.05, bright=0.7)
    return mix(click, (0.02, gain(ring, 0.4)))


def fx_door(rng):
    creak = shaped(tone(0.4, 250, 380, 'saw', vibrato=0.06, vib_hz=31), 0.03, 0.2, 0.1, 0.5)
    latch = shaped(noise(0.04, rng, 3000, 1000), 0.001, 0.01, 0.02)
    return mix(gain(creak, 0.4), (0.36, latch), length=0.45)


def fx_refused(rng):
    return shaped(tone(0.1, 150, 120, 'soft-square'), 0.003, 0.04, 0.04)


EFFECTS = {
    'step': fx_step, 'attack': fx_attack, 'hit': fx_hit, 'miss': fx_miss, 'critical': fx_critical,
    'die': fx_die, 'hero-die': fx_hero_die, 'pickup': fx_pickup, 'chest': fx_chest, 'trap': fx_trap,
    'spell': fx_spell, 'drink': fx_drink, 'menu': fx_menu, 'level': fx_level, 'stairs': fx_stairs,
    'bolt': fx_bolt,
    'spell-water': fx_spell_water, 'spell-fire': fx_spell_fire, 'spell-wood': fx_spell_wood,
    'spell-earth': fx_spell_earth, 'spell-holy': fx_spell_holy, 'spell-evil': fx_spell_evil,
    'heal': fx_heal, 'burn': fx_burn, 'buff': fx_buff, 'debuff': fx_debuff, 'expire': fx_expire,
    'block': fx_block, 'defend': fx_defend, 'escape': fx_escape, 'appear': fx_appear,
    'gold': fx_gold, 'equip': fx_equip, 'door': fx_door, 'refused': fx_refused,
}


# ---------------------------------------------------------------------------------------------
# The music: an 8-second loop. Every frequency is snapped to a multiple of 1/8 Hz and every
# slow modulation has a period that divides 8 s, and notes that ring past the end wrap round
# to the start, so the loop is seamless.

def snap(f):
    return round(f * LOOP_SECONDS) / LOOP_SECONDS


THEMES = {
    # A minor, slow and low: the classic dungeon.
    'classic': {
        'drone': ['A1', 'E2'], 'chords': [['A3', 'C4', 'E4'], ['F3', 'A3', 'C4'], ['D3', 'F3', 'A3'], ['E3', 'G#3', 'B3']],
        'melody': [(0.0, 'E5'), (1.0, 'C5'), (2.5, 'A4'), (3.5, 'C5'), (4.0, 'D5'), (5.5, 'F5'), (6.0, 'E5'), (7.0, 'B4')],
        'pluck': 0.9, 'pad': 0.5,
    },
    # D dorian, a lighter step: the room-by-room crawl.
    'permadungeon': {
        'drone': ['D2', 'A2'], 'chords': [['D4', 'F4', 'A4'], ['G3', 'B3', 'D4'], ['C4', 'E4', 'G4'], ['D4', 'F4', 'A4']],
        'melody': [(0.0, 'A5'), (0.5, 'F5'), (1.0, 'D5'), (2.0, 'E5'), (2.5, 'G5'), (3.0, 'B5'), (4.0, 'C6'),
                   (4.5, 'A5'), (5.0, 'G5'), (6.0, 'F5'), (6.5, 'E5'), (7.0, 'D5')],
        'pluck': 0.6, 'pad': 0.4,
    },
    # E minor arpeggios: the maze and its puzzles.
    'maze-duel': {
        'drone': ['E2', 'B2'], 'chords': [['E3', 'G3', 'B3'], ['C4', 'E4', 'G4'], ['A3', 'C4', 'E4'], ['B3', 'D#4', 'F#4']],
        'melody': [(t * 0.5, n) for t, n in enumerate(['E5', 'G5', 'B5', 'G5', 'C6', 'G5', 'E5', 'G5',
                                                          'A5', 'E5', 'C5', 'E5', 'B5', 'F#5', 'D#5', 'F#5'])],
        'pluck': 0.35, 'pad': 0.45,
    },
}


def theme(name):
    spec = THEMES[name]
    n = int(LOOP_SECONDS * RATE)
    out = [0.0] * n

    def add(start_s, s, g=1.0):
        start = int(round(start_s * RATE))
        for i, v in enumerate(s):
            out[(start + i) % n] += v * g

    # Drone: two sines breathing with a 4 s and an 8 s period.
    for k, nm in enumerate(spec['drone']):
        f = snap(note_hz(nm))
        for i in range(n):
            t = i / RATE
            swell = 0.7 + 0.3 * math.sin(TAU * t / (4.0 if k == 0 else 8.0))
            out[i] += 0.22 * swell * (math.sin(TAU * f * t) + 0.15 * math.sin(TAU * 2 * f * t))

    # Pad: one chord every 2 s, slow attack, release overlapping the next chord.
    for c, chord in enumerate(spec['chords']):
        length = 2.6
        env = envelope(int(length * RATE), 0.5, 1.0, 0.9, 0.8)
        for nm in chord:
            f = snap(note_hz(nm))
            s = mul(tone(length, f, shape='triangle'), env)
            s = mix(s, gain(mul(tone(length, f * 1.003), env), 0.5))
            add(c * 2.0, s, 0.09 * spec['pad'])

    # Melody: soft plucks with a little echo.
    for t, nm in spec['melody']:
        f = snap(note_hz(nm))
        pl = bell(1.2, f, decay=0.35, bright=0.2)
        add(t, pl, 0.16 * spec['pluck'])
        add(t + 0.375, pl, 0.05 * spec['pluck'])

    # A breath of filtered noise, like air moving through the corridors.
    rng = random.Random(7)
    air = noise(LOOP_SECONDS, rng, 350)
    for i in range(n):
        t = i / RATE
        out[i] += air[i] * 0.05 * (0.5 + 0.5 * math.sin(TAU * t / 8.0 - math.pi / 2))

    top = max(abs(v) for v in out) or 1.0
    return [v * THEME_PEAK / top for v in out]


# The battle loop: the same 8 seconds at 120 beats a minute (four bars), with a kick, a snare
# and hats, a bass walking eighth notes under the chords and a lead that answers itself.
BATTLES = {
    'classic': {
        'roots': ['A2', 'F2', 'G2', 'E2'],
        'lead': [(0.0, 'A4', 0.5), (0.5, 'C5', 0.25), (0.75, 'E5', 0.75), (1.5, 'D5', 0.5),
                 (2.0, 'C5', 0.5), (2.5, 'A4', 0.5), (3.0, 'B4', 1.0),
                 (4.0, 'A4', 0.5), (4.5, 'C5', 0.25), (4.75, 'E5', 0.75), (5.5, 'F5', 0.5),
                 (6.0, 'E5', 0.5), (6.5, 'D5', 0.5), (7.0, 'G#4', 1.0)],
    },
    'permadungeon': {
        'roots': ['D2', 'Bb1', 'C2', 'A1'],
        'lead': [(0.0, 'D5', 0.25), (0.25, 'F5', 0.25), (0.5, 'A5', 0.5), (1.0, 'G5', 0.5),
                 (1.5, 'F5', 0.5), (2.0, 'E5', 0.5), (2.5, 'C5', 0.5), (3.0, 'E5', 1.0),
                 (4.0, 'D5', 0.25), (4.25, 'F5', 0.25), (4.5, 'A5', 0.5), (5.0, 'Bb5', 0.5),
                 (5.5, 'A5', 0.5), (6.0, 'G5', 0.5), (6.5, 'E5', 0.5), (7.0, 'C#5', 1.0)],
    },
    'maze-duel': {
        'roots': ['E2', 'C2', 'D2', 'B1'],
        'lead': [(0.0, 'E5', 0.5), (0.5, 'G5', 0.5), (1.0, 'B5', 0.5), (1.5, 'A5', 0.25),
                 (1.75, 'G5', 0.25), (2.0, 'F#5', 1.0), (3.0, 'D5', 1.0),
                 (4.0, 'E5', 0.5), (4.5, 'G5', 0.5), (5.0, 'C6', 0.5), (5.5, 'B5', 0.25),
                 (5.75, 'A5', 0.25), (6.0, 'G5', 0.5), (6.5, 'F#5', 0.5), (7.0, 'D#5', 1.0)],
    },
}


def battle(name):
    spec = BATTLES[name]
    n = int(LOOP_SECONDS * RATE)
    out = [0.0] * n
    rng = random.Random(11)
    beat = 0.5  # seconds: 120 beats a minute

    def add(start_s, s, g=1.0):
        start = int(round(start_s * RATE))
        for i, v in enumerate(s):
            out[(start + i) % n] += v * g

    kick = shaped(tone(0.18, 150, 45), 0.002, 0.07, 0.05)
    snare = mix(shaped(noise(0.16, rng, 5000, 2500, highpass=800), 0.001, 0.05, 0.05),
                gain(shaped(tone(0.1, 220, 180, 'triangle'), 0.001, 0.03, 0.03), 0.4))
    hat = shaped(noise(0.04, rng, 9000, 7000, highpass=5000), 0.001, 0.01, 0.015)
    for b in range(16):
        t = b * beat
        add(t, kick if b % 2 == 0 else snare, 0.55 if b % 2 == 0 else 0.35)
        add(t + beat / 2, hat, 0.12)
        add(t, hat, 0.08)
        if b % 4 == 3:
            add(t + beat * 0.75, kick, 0.3)  # a push into the next bar

    # Bass: eighth notes on each bar's root, the last of every bar up an octave.
    for bar, root in enumerate(spec['roots']):
        f = snap(note_hz(root))
        for k in range(8):
            note = f * (2 if k == 7 else 1)
            s = shaped(tone(beat / 2 * 0.9, note, shape='saw'), 0.004, 0.08, 0.03, 0.4)
            add(bar * 2.0 + k * beat / 2, s, 0.22)

    # Lead: a reedy voice with a touch of vibrato, doubled an octave down quietly. Each note is
    # (start, name, length), in seconds.
    for t, nm, length in spec['lead']:
        f = snap(note_hz(nm))
        d = length * 0.95
        v = shaped(tone(d, f, shape='soft-square', vibrato=0.006, vib_hz=5.5), 0.01, 0.2, 0.05, 0.6)
        add(t, v, 0.14)
        add(t, shaped(tone(d, f / 2, shape='triangle'), 0.01, 0.2, 0.05, 0.6), 0.06)

    top = max(abs(v) for v in out) or 1.0
    return [v * THEME_PEAK / top for v in out]


def main(argv):
    packs = argv[1:] or PACKS
    for pack in packs:
        if pack not in PACKS:
            sys.exit(f'unknown pack {pack!r} (expected one of {", ".join(PACKS)})')
    for pack in packs:
        folder = os.path.join(ROOT, 'data', pack, 'sounds')
        rng = random.Random(20240611)   # same effects in every pack
        for name, make in EFFECTS.items():
            s = finish(make(rng))
            seconds = len(s) / RATE
            assert 0.05 <= seconds <= 0.6 + 1e-9, (name, seconds)
            write_wav(os.path.join(folder, name + '.wav'), s)
        write_wav(os.path.join(folder, 'theme.wav'), theme(pack))
        write_wav(os.path.join(folder, 'battle.wav'), battle(pack))
        print(f'{folder}: {len(EFFECTS)} effects, theme.wav and battle.wav')


if __name__ == '__main__':
    main(sys.argv)
