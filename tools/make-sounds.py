#!/usr/bin/env python3
"""Synthesise the sound effects every pack shares and the music of each bundled pack.

The effects are 16-bit mono 22050 Hz WAV files in resources/sounds/ (the program's own sounds,
which every pack plays unless its sounds.json names another file): one short effect per name
(0.05-0.6 s, a few milliseconds of fade at both ends, peaks kept below full scale). The music is
data/<pack>/sounds/explore.ogg (exploring) and battle.ogg (fighting): pieces of more than a
minute written out as notes below, rendered so that their ends join their starts without a
click, and encoded as Ogg Vorbis by Debian's oggenc (vorbis-tools; `tools/install-deps.sh
--sound-tools`). The synthesis uses only the Python standard library and noise generators with
fixed seeds, so running the script again gives the same files.

    python3 tools/make-sounds.py                    # the effects and every pack's music
    python3 tools/make-sounds.py effects classic    # the effects, then one pack's music
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 0.80          # loudest sample of an effect, as a fraction of full scale
THEME_PEAK = 0.7     # the music sits under the effects
MUSIC_RMS = 0.12     # how loud every piece is on average
FADE = 0.004         # seconds of fade in and out on every effect

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
PACKS = ['classic', 'permadungeon', 'maze-duel', 'permadungeon-homework']

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


# Spells by element (the maze duel rules' six): each keeps the shimmer of fx_spell's family
# but has a colour of its own, so a player can tell them apart with eyes closed.

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


def fx_menu_move(rng):
    # Softer and shorter than opening a menu: a tick as the choice moves.
    return shaped(tone(0.055, 990, 930, 'triangle'), 0.002, 0.012, 0.015)


def fx_refused(rng):
    return shaped(tone(0.1, 150, 120, 'soft-square'), 0.003, 0.04, 0.04)


def fx_read(rng):
    # A scroll unrolled and read: two rustles of paper and a faint chime as the words take hold.
    rustle = [(0.09 * k, shaped(noise(0.09, rng, 7000, 3500, highpass=1500), 0.004, 0.04, 0.03, 0.3))
              for k in range(2)]
    return mix(*[(t, gain(r, 0.6)) for t, r in rustle],
               (0.2, gain(bell(0.2, note_hz('E6'), decay=0.08, bright=0.3), 0.35)), length=0.45)


def fx_zap(rng):
    # A wand's charge let go: a bright crackle over a falling buzz.
    buzz = shaped(tone(0.22, 1400, 500, 'soft-square', vibrato=0.04, vib_hz=45), 0.002, 0.08, 0.06, 0.4)
    crackle = shaped(noise(0.12, rng, 9000, 4000, highpass=2500), 0.001, 0.04, 0.04, 0.2)
    return mix(gain(buzz, 0.6), gain(crackle, 0.5), length=0.3)


def fx_teleport(rng):
    # Gone in a shimmer: a rising sweep under a cascade of high bells.
    sweep = shaped(tone(0.4, 200, 1600, 'sine', vibrato=0.02, vib_hz=9, curve=1.0), 0.03, 0.2, 0.12, 0.5)
    sparkle = [(0.05 * k, gain(bell(0.12, note_hz(n), decay=0.05, bright=0.5), 0.35))
               for k, n in enumerate(['C6', 'G6', 'C7', 'E7'])]
    return mix(gain(sweep, 0.6), *sparkle, length=0.5)


def fx_poison(rng):
    # Poison biting: a sickly wobbling low tone and a few bubbles.
    wobble = shaped(tone(0.3, 180, 140, 'triangle', vibrato=0.08, vib_hz=7), 0.01, 0.12, 0.1, 0.4)
    bubbles = [(0.04 + 0.07 * k, shaped(tone(0.04, rng.uniform(500, 900), rng.uniform(1000, 1400), 'sine'),
                                        0.002, 0.015, 0.015)) for k in range(3)]
    return mix(gain(wobble, 0.7), *[(t, gain(b, 0.4)) for t, b in bubbles], length=0.35)


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
    'menu-move': fx_menu_move,
    'read': fx_read, 'zap': fx_zap, 'teleport': fx_teleport, 'poison': fx_poison,
}


# ---------------------------------------------------------------------------------------------
# The music. Each pack has an exploring piece and a battle piece of more than a minute, written
# below as notes in the pack's key: a theme and its answer, then sections that develop them (a
# sequence in the relative major, an inversion, a counter-melody, a break, a rising climb) and a
# turn back to the start, played by a few synthesised instruments. The player loops a piece:
# notes that ring past its end wrap round to its start, so the join is seamless.

SCALES = {
    'minor': [0, 2, 3, 5, 7, 8, 10],
    'dorian': [0, 2, 3, 5, 7, 9, 10],
}


def midi_hz(m):
    return 440.0 * 2.0 ** ((m - 69) / 12.0)


class Key:
    """Scale degrees to pitches: degree 0 is the tonic (a MIDI note), 7 the octave above. In a
    minor key the dominant chord is major (its third, degree 6, raised), and so is any melody
    note on degree 6 that sounds over it."""

    def __init__(self, tonic, scale, raised_dominant=False):
        self.tonic = tonic
        self.steps = SCALES[scale]
        self.raised_dominant = raised_dominant

    def hz(self, degree, acc=0):
        octave, i = divmod(degree, 7)
        return midi_hz(self.tonic + 12 * octave + self.steps[i] + acc)

    def fit(self, degree, acc, chord):
        if self.raised_dominant and acc == 0 and chord % 7 == 4 and degree % 7 == 6:
            return 1
        return acc

    def triad(self, root):
        notes = [(root, 0), (root + 2, 0), (root + 4, 0)]
        return [(d, self.fit(d, a, root)) for d, a in notes]


def phrase(text, beats_per_bar=4):
    """'4/1.5 3/.5 2/1 0/1 | ...': degree/beats, 'r' for a rest, '#' or 'b' after a degree for
    a raised or lowered note; '|' ends a bar, which must hold beats_per_bar beats."""
    notes = []
    beat = 0.0
    bar_start = 0.0
    for token in text.split():
        if token == '|':
            assert abs(beat - bar_start - beats_per_bar) < 1e-9, (text, beat)
            bar_start = beat
            continue
        pitch, length = token.split('/')
        length = float(length)
        if pitch != 'r':
            acc = 0
            if pitch.endswith('#'):
                acc, pitch = 1, pitch[:-1]
            elif pitch.endswith('b'):
                acc, pitch = -1, pitch[:-1]
            notes.append((beat, length, int(pitch), acc))
        beat += length
    assert abs(beat - bar_start - beats_per_bar) < 1e-9, (text, beat)
    return notes


def up(notes, steps):
    return [(b, l, d + steps, a) for b, l, d, a in notes]


def later(notes, beats):
    return [(b + beats, l, d, a) for b, l, d, a in notes]


def bars(notes, first, count, beats_per_bar=4):
    """The notes of bars first .. first+count-1, moved to start at beat 0."""
    lo, hi = first * beats_per_bar, (first + count) * beats_per_bar
    return [(b - lo, l, d, a) for b, l, d, a in notes if lo <= b < hi]


# Instruments: a sound for a frequency and a length in seconds. Rendered notes are kept, since a
# piece plays the same note many times.
_rendered = {}


def instrument(name, f, seconds, rng=None):
    key = (name, round(f, 4), round(seconds, 4))
    if key in _rendered:
        return _rendered[key]
    if name == 'pluck':      # a soft struck string or bell that rings on
        s = bell(min(seconds + 0.9, 2.0), f, decay=0.3, bright=0.22)
    elif name == 'flute':    # a round sine voice with a slow vibrato
        d = seconds + 0.12
        body = mix(tone(d, f, vibrato=0.005, vib_hz=5.0), gain(tone(d, 2 * f), 0.18),
                   gain(tone(d, 3 * f), 0.05))
        s = shaped(body, attack=0.07, decay=0.3, release=0.12, sustain=0.85)
    elif name == 'reed':     # a reedy lead for battles
        d = seconds * 0.95
        s = mix(shaped(tone(d, f, shape='soft-square', vibrato=0.006, vib_hz=5.5), 0.01, 0.2, 0.05, 0.6),
                gain(shaped(tone(d, f / 2, shape='triangle'), 0.01, 0.2, 0.05, 0.6), 0.4))
    elif name == 'pad':      # a slow chord voice: a triangle and a detuned sine
        d = seconds + 0.8
        env = envelope(int(round(d * RATE)), 0.45, 1.0, 0.8, 0.8)
        s = mix(mul(tone(d, f, shape='triangle'), env), gain(mul(tone(d, f * 1.003), env), 0.5))
    elif name == 'drone':    # a low breath under a whole section
        n = int(round(seconds * RATE))
        body = mix(tone(seconds, f), gain(tone(seconds, 2 * f), 0.15))
        swell = [0.65 + 0.35 * math.sin(math.pi * i / n) for i in range(n)]
        s = shaped(mul(body, swell), attack=1.0, decay=1.0, release=1.0, sustain=1.0)
    elif name == 'pizz':     # a short low pluck: the pulse under a section
        s = shaped(tone(min(seconds, 0.5), f, shape='triangle'), 0.003, 0.12, 0.08)
    elif name == 'bass':     # the battles' walking bass
        s = shaped(tone(seconds * 0.9, f, shape='saw'), 0.004, 0.08, 0.03, 0.4)
    elif name == 'long-bass':
        s = shaped(tone(seconds, f, shape='saw'), 0.01, 0.5, 0.2, 0.5)
    else:
        raise ValueError(name)
    _rendered[key] = s
    return s


class Score:
    def __init__(self, seconds):
        self.n = int(round(seconds * RATE))
        self.out = [0.0] * self.n

    def add(self, at, sound, g=1.0):
        start = int(round(at * RATE))
        n = self.n
        out = self.out
        for i, v in enumerate(sound):
            out[(start + i) % n] += v * g

    def finished(self):
        """Every piece at the same loudness (RMS), its loudest sample below THEME_PEAK."""
        top = max(abs(v) for v in self.out) or 1.0
        rms = math.sqrt(sum(v * v for v in self.out) / len(self.out)) or 1.0
        g = min(MUSIC_RMS / rms, THEME_PEAK / top)
        return [v * g for v in self.out]


class Section:
    """Bars of a piece: a chord per bar (a list splits the bar evenly), the melodies over them
    (instrument, notes, octave, gain) and what accompanies them."""

    def __init__(self, chords, melodies=(), accompaniment=(), drums=None):
        self.chords = chords
        self.melodies = melodies
        self.accompaniment = accompaniment
        self.drums = drums


def chord_at(section, beat, beats_per_bar=4):
    bar = min(int(beat // beats_per_bar), len(section.chords) - 1)
    c = section.chords[bar]
    if isinstance(c, list):
        part = int((beat - bar * beats_per_bar) / (beats_per_bar / len(c)))
        return c[min(part, len(c) - 1)]
    return c


def chord_spans(section, beats_per_bar=4):
    """(start beat, length in beats, root) of every chord of the section."""
    spans = []
    for bar, c in enumerate(section.chords):
        roots = c if isinstance(c, list) else [c]
        length = beats_per_bar / len(roots)
        for k, root in enumerate(roots):
            spans.append((bar * beats_per_bar + k * length, length, root))
    return spans


def render(key, bpm, sections, rng, echo=True):
    beat_s = 60.0 / bpm
    total_bars = sum(len(s.chords) for s in sections)
    score = Score(total_bars * 4 * beat_s)
    kick = shaped(tone(0.18, 150, 45), 0.002, 0.07, 0.05)
    snare = mix(shaped(noise(0.16, rng, 5000, 2500, highpass=800), 0.001, 0.05, 0.05),
                gain(shaped(tone(0.1, 220, 180, 'triangle'), 0.001, 0.03, 0.03), 0.4))
    hat = shaped(noise(0.04, rng, 9000, 7000, highpass=5000), 0.001, 0.01, 0.015)
    toms = [shaped(tone(0.22, f, f * 0.6), 0.002, 0.09, 0.06) for f in (220, 180, 140, 110)]
    start_bar = 0
    for section in sections:
        t0 = start_bar * 4 * beat_s
        length_beats = len(section.chords) * 4

        def at(beat):
            return t0 + beat * beat_s

        for name, notes, octave, g in section.melodies:
            for b, l, d, a in notes:
                a = key.fit(d, a, chord_at(section, b))
                f = key.hz(d + 7 * octave, a)
                s = instrument(name, f, l * beat_s)
                score.add(at(b), s, g)
                if echo and name == 'pluck':
                    score.add(at(b + 0.75), s, g * 0.3)
        for style, g in section.accompaniment:
            for b, l, root in chord_spans(section):
                triad = key.triad(root)
                if style == 'pad':
                    for d, a in triad:
                        score.add(at(b), instrument('pad', key.hz(d, a), l * beat_s), g)
                elif style in ('arp', 'arp-down'):
                    # eighth notes over the chord an octave up, rising (or falling) and back
                    order = [0, 1, 2, 1] if style == 'arp' else [2, 1, 0, 1]
                    for k in range(int(l * 2)):
                        d, a = triad[order[k % 4]]
                        score.add(at(b + k * 0.5), instrument('pluck', key.hz(d + 7, a), 0.4), g)
                elif style == 'pulse':
                    for k in range(0, int(l), 2):
                        score.add(at(b + k), instrument('pizz', key.hz(root - 7), beat_s), g)
                elif style == 'walk':
                    # eighth notes on the root, the last of each chord up an octave
                    steps = int(l * 2)
                    for k in range(steps):
                        d = root - 7 + (7 if k == steps - 1 else 0)
                        score.add(at(b + k * 0.5), instrument('bass', key.hz(d), beat_s / 2), g)
                elif style == 'long-bass':
                    score.add(at(b), instrument('long-bass', key.hz(root - 7), l * beat_s), g)
                elif style == 'drone':
                    pass  # below, once per section
                else:
                    raise ValueError(style)
            if style == 'drone':
                for d, dg in ((-14, 1.0), (-10, 0.6)):
                    score.add(t0, instrument('drone', key.hz(d), length_beats * beat_s), g * dg)
        if section.drums:
            for bar in range(len(section.chords)):
                last = bar == len(section.chords) - 1
                for k in range(4):
                    b = bar * 4 + k
                    pattern = section.drums
                    if pattern == 'fill' and (last or bar % 2 == 1):
                        for q in range(4):  # sixteenth-note toms, falling
                            score.add(at(b + q * 0.25), toms[(k * 4 + q) // 4 % 4], 0.35)
                        continue
                    if pattern in ('rock', 'drive', 'fill'):
                        score.add(at(b), kick if k % 2 == 0 else snare, 0.55 if k % 2 == 0 else 0.38)
                        if pattern == 'drive' and k % 2 == 1:
                            score.add(at(b + 0.5), kick, 0.3)
                    elif pattern == 'half':
                        if k == 0:
                            score.add(at(b), kick, 0.5)
                        elif k == 2:
                            score.add(at(b), snare, 0.35)
                    elif pattern == 'build':
                        score.add(at(b), kick, 0.25 + 0.25 * (bar + k / 4) / len(section.chords))
                    hats = [0.0, 0.5] if pattern != 'drive' else [0.0, 0.25, 0.5, 0.75]
                    for h in hats:
                        score.add(at(b + h), hat, 0.11 if h == 0.5 else 0.07)
                if pattern == 'rock' and bar % 4 == 3:
                    score.add(at(bar * 4 + 3.75), kick, 0.3)  # a push into the next phrase
        start_bar += len(section.chords)

    if not any(s.drums for s in sections):
        # A breath of filtered noise, like air moving through the corridors, swelling twice.
        air = noise(total_bars * 4 * beat_s, rng, 350)
        n = len(air)
        for i in range(min(n, score.n)):
            score.out[i] += air[i] * 0.04 * (0.5 + 0.5 * math.sin(4 * math.pi * i / n - math.pi / 2))
    return score.finished()


def exploring(spec, rng):
    """Intro, the theme and its answer, a development in the relative major, the theme over a
    counter-melody, a coda that turns back to the start."""
    theme = phrase(spec['theme'])
    answer = phrase(spec['answer'])
    arp = [('arp', 0.05)] if spec.get('arp_everywhere') else []
    sections = [
        Section(spec['intro'], accompaniment=[('drone', 0.16), ('pad', 0.07)] + arp),
        Section(spec['chords_a'], melodies=[('pluck', theme + later(answer, 16), 1, 0.16)],
                accompaniment=[('drone', 0.12), ('pad', 0.06)] + arp),
        Section(spec['chords_b'], melodies=[(spec.get('b_voice', 'flute'), phrase(spec['b']), 1, 0.15)],
                accompaniment=[('arp', 0.07), ('pulse', 0.2), ('pad', 0.05)]),
        Section(spec['chords_a2'],
                melodies=[('pluck', theme, 1, 0.16), ('flute', phrase(spec['counter']), 0, 0.11)],
                accompaniment=[('drone', 0.1), ('pad', 0.05), ('pulse', 0.14)] + arp),
        Section(spec['coda'], melodies=[('pluck', bars(theme, 0, 1), 1, 0.1)],
                accompaniment=[('drone', 0.16), ('pad', 0.06)] + arp),
    ]
    return render(spec['key'], spec['bpm'], sections, rng)


def fighting(spec, rng):
    """Drums in, the theme and its answer, a second subject in the relative major, a break of
    theme fragments, the theme in thirds over arpeggios, a climb in sequence, a fill back."""
    theme = phrase(spec['theme'])
    answer = phrase(spec['answer'])
    harmony = up(theme + later(answer, 16), 2)
    head = bars(theme, 0, 1)
    climb = []
    for k, root in enumerate(spec['climb']):
        climb += later(up(head, root - spec['climb'][0] + spec['climb_from']), 4 * k)
    fragments = later(head[:2], 0) + later(bars(theme, 2, 1)[:2], 8)
    first = spec['chords_a'][0]
    sections = [
        Section([first, first], accompaniment=[('walk', 0.18)], drums='build'),
        Section(spec['chords_a'] * 2,
                melodies=[('reed', theme + later(answer, 16), 1, 0.14)],
                accompaniment=[('walk', 0.22), ('pad', 0.03)], drums='rock'),
        Section(spec['chords_b'], melodies=[('reed', phrase(spec['b']), 1, 0.13)],
                accompaniment=[('walk', 0.22), ('arp', 0.05)], drums='drive'),
        Section(spec['chords_a'], melodies=[('pluck', fragments, 1, 0.16)],
                accompaniment=[('long-bass', 0.16), ('pad', 0.05)], drums='half'),
        Section(spec['chords_a'] * 2,
                melodies=[('reed', theme + later(answer, 16), 1, 0.12), ('reed', harmony, 1, 0.07)],
                accompaniment=[('walk', 0.22), ('arp', 0.05)], drums='rock'),
        Section(spec['climb'], melodies=[('reed', climb, 1, 0.13)],
                accompaniment=[('walk', 0.22), ('pad', 0.04)], drums='drive'),
        Section(spec['turn'], accompaniment=[('walk', 0.2)], drums='fill'),
    ]
    return render(spec['key'], spec['bpm'], sections, rng, echo=False)


MUSIC = {
    # A minor, slow and low: the classic dungeon.
    'classic': {
        'explore': {
            'key': Key(57, 'minor', raised_dominant=True), 'bpm': 78,
            'theme': '4/1.5 3/.5 2/1 0/1 | 2/2 3/1 4/1 | 5/1.5 4/.5 3/1 2/1 | 4/3 r/1',
            'answer': '4/1.5 3/.5 2/1 0/1 | 2/1 3/1 4/1 6/1 | 5/1.5 4/.5 3/1 -1#/1 | 0/4',
            'b': '6/1.5 5/.5 4/1 2/1 | 4/2 5/1 6/1 | 4/1.5 5/.5 6/1 8/1 | 6/2 5/1 4/1 | '
                 '7/1 6/1 5/1 4/1 | 6/1 5/1 4/1 3/1 | 5/1.5 4/.5 3/1 2/1 | 1/2 -1#/2',
            'counter': '2/4 | 0/4 | 0/2 -2/2 | -1#/4',
            'intro': [0, 0], 'chords_a': [0, 5, 3, 4, 0, 2, [3, 4], 0],
            'chords_b': [2, 6, 2, 6, 5, 6, 3, 4], 'chords_a2': [0, 5, 3, 4], 'coda': [0, 4],
        },
        'battle': {
            'key': Key(57, 'minor', raised_dominant=True), 'bpm': 120,
            'theme': '0/1 2/.5 4/1.5 3/1 | 2/1 0/1 1/2 | 0/1 2/.5 4/1.5 5/1 | 4/1 3/1 -1#/2',
            'answer': '0/1 2/.5 4/1.5 3/1 | 2/1 0/1 1/2 | 0/1 2/.5 4/1.5 7/1 | 6/1 5/1 4/2',
            'b': '4/1 6/.5 7/1.5 6/1 | 4/1 3/1 1/2 | 2/1 3/.5 5/1.5 4/1 | 3/1 1/1 -1/2 | '
                 '7/1 9/.5 11/1.5 9/1 | 8/1 6/1 4/2 | 5/1 4/1 3/1 2/1 | 1/2 -1#/2',
            'chords_a': [0, 5, 0, 4], 'chords_b': [2, 6, 5, 6, 2, 6, 3, 4],
            'climb': [5, 6, 0, 4], 'climb_from': 5, 'turn': [4, 4],
        },
    },
    # D dorian, a lighter step: the room-by-room crawl.
    'permadungeon': {
        'explore': {
            'key': Key(62, 'dorian'), 'bpm': 86, 'b_voice': 'pluck',
            'theme': '4/.5 2/.5 0/1 1/.5 2/.5 4/1 | 5/1.5 4/.5 3/2 | 2/.5 3/.5 4/1 1/1 -1/1 | 0/3 r/1',
            'answer': '4/.5 2/.5 0/1 1/.5 2/.5 4/1 | 5/1 6/1 7/2 | 6/.5 5/.5 4/1 2/1 1/1 | 0/4',
            'b': '4/.5 6/.5 8/1 7/.5 6/.5 4/1 | 3/1.5 4/.5 5/2 | 5/.5 7/.5 9/1 8/.5 7/.5 5/1 | '
                 '4/1.5 5/.5 6/2 | 2/.5 3/.5 4/1 1/1 -1/1 | 1/.5 2/.5 3/1 0/1 -2/1 | '
                 '-1/1 0/1 1/1 2/1 | 1/2 -1/2',
            'counter': '0/2 2/2 | 3/4 | -1/2 1/2 | 0/4',
            'intro': [0, 3], 'chords_a': [0, 3, 6, 0, 0, 3, 6, 0],
            'chords_b': [2, 6, 3, 2, 4, 3, 6, 6], 'chords_a2': [0, 3, 6, 0], 'coda': [0, 6],
        },
        'battle': {
            'key': Key(62, 'dorian'), 'bpm': 132,
            'theme': '0/.5 2/.5 4/1 3/.5 2/.5 0/1 | -1/.5 1/.5 2/1 1/2 | '
                     '3/.5 5/.5 7/1 6/.5 5/.5 3/1 | 4/2 1/2',
            'answer': '0/.5 2/.5 4/1 3/.5 2/.5 0/1 | -1/.5 1/.5 2/1 1/2 | '
                      '3/.5 5/.5 7/1 6/.5 5/.5 3/1 | 4/1 5/1 6/1 7/1',
            'b': '2/.5 4/.5 6/1 5/.5 4/.5 2/1 | 1/1 3/1 4/2 | 3/.5 5/.5 7/1 6/.5 5/.5 3/1 | 4/2 6/2 | '
                 '6/.5 5/.5 4/1 3/.5 2/.5 1/1 | 2/1 4/1 6/2 | 5/1 4/1 3/1 2/1 | 1/2 -1/2',
            'chords_a': [0, 6, 3, 4], 'chords_b': [2, 6, 3, 4, 2, 2, 3, 6],
            'climb': [2, 3, 6, 4], 'climb_from': 2, 'turn': [6, 6],
        },
    },
    # G minor, the room-by-room crawl grown darker: the homework's rooms that get worse.
    'permadungeon-homework': {
        'explore': {
            'key': Key(55, 'minor', raised_dominant=True), 'bpm': 92, 'b_voice': 'pluck',
            'theme': '0/.5 2/.5 4/1 5/.5 4/.5 2/1 | 3/1.5 2/.5 1/2 | 0/.5 1/.5 2/1 4/1 -1#/1 | 0/3 r/1',
            'answer': '0/.5 2/.5 4/1 5/.5 4/.5 2/1 | 3/1 5/1 7/2 | 6/.5 5/.5 4/1 3/1 1/1 | 0/4',
            'b': '2/.5 4/.5 6/1 5/.5 4/.5 2/1 | 3/1.5 4/.5 5/2 | 4/.5 5/.5 7/1 6/.5 5/.5 4/1 | '
                 '2/1.5 3/.5 4/2 | 5/.5 4/.5 3/1 2/1 1/1 | 2/.5 1/.5 0/1 -1#/1 -3/1 | '
                 '-1/1 0/1 1/1 2/1 | 1/2 -1#/2',
            'counter': '4/2 2/2 | 3/4 | 2/2 1/2 | -1#/4',
            'intro': [0, 5], 'chords_a': [0, 3, 5, 4, 0, 3, [5, 4], 0],
            'chords_b': [2, 6, 5, 2, 3, 6, 4, 4], 'chords_a2': [0, 3, 5, 4], 'coda': [0, 4],
        },
        'battle': {
            'key': Key(55, 'minor', raised_dominant=True), 'bpm': 138,
            'theme': '0/.5 0/.5 2/1 4/.5 3/.5 2/1 | 1/.5 2/.5 3/1 -1#/2 | '
                     '0/.5 0/.5 2/1 5/.5 4/.5 3/1 | 2/2 0/2',
            'answer': '0/.5 0/.5 2/1 4/.5 3/.5 2/1 | 1/.5 2/.5 3/1 -1#/2 | '
                      '4/.5 5/.5 7/1 6/.5 5/.5 4/1 | 3/1 2/1 1/1 -1#/1',
            'b': '4/.5 5/.5 6/1 5/.5 4/.5 2/1 | 3/1 5/1 4/2 | 2/.5 3/.5 5/1 4/.5 3/.5 1/1 | 2/2 -1#/2 | '
                 '7/.5 6/.5 5/1 4/.5 3/.5 2/1 | 3/1 4/1 5/2 | 4/1 3/1 2/1 1/1 | -1#/2 0/2',
            'chords_a': [0, 5, 3, 4], 'chords_b': [2, 6, 5, 4, 2, 6, 3, 4],
            'climb': [3, 4, 5, 4], 'climb_from': 3, 'turn': [4, 4],
        },
    },
    # E minor over arpeggios: the maze and its puzzles.
    'maze-duel': {
        'explore': {
            'key': Key(64, 'minor', raised_dominant=True), 'bpm': 84, 'arp_everywhere': True,
            'theme': '4/2 3/1 2/1 | 0/3 -1/1 | 0/1 2/1 4/1 5/1 | 4/4',
            'answer': '4/2 3/1 2/1 | 0/2 2/1 3/1 | 4/1 3/1 2/1 1/1 | 0/4',
            'b': '6/2 5/1 4/1 | 2/3 1/1 | 2/1 4/1 6/1 7/1 | 6/4 | '
                 '2/1 3/1 4/1 5/1 | 6/2 5/2 | 4/1 3/1 2/1 1/1 | -1#/4',
            'counter': '2/4 | 0/4 | 0/2 2/2 | 1/2 -1#/2',
            'intro': [0, 0], 'chords_a': [0, 5, 3, 4, 0, 5, 4, 0],
            'chords_b': [2, 6, 5, 2, 3, 6, 4, 4], 'chords_a2': [0, 5, 3, 4], 'coda': [0, 4],
        },
        'battle': {
            'key': Key(64, 'minor', raised_dominant=True), 'bpm': 126,
            'theme': '0/1 2/1 4/1 3/.5 2/.5 | 1/2 -1/2 | 0/1 2/1 5/1 4/.5 3/.5 | 2/1 1/1 -1#/2',
            'answer': '0/1 2/1 4/1 3/.5 2/.5 | 1/2 -1/2 | 0/1 2/1 5/1 4/.5 3/.5 | 2/2 0/2',
            'b': '4/1 6/1 8/1 7/.5 6/.5 | 5/2 3/2 | 2/1 4/1 6/1 5/.5 4/.5 | 3/2 1/2 | '
                 '4/.5 5/.5 6/1 7/1 8/1 | 7/1 6/1 5/2 | 4/1 3/1 2/1 1/1 | -1#/4',
            'chords_a': [0, 6, 5, 4], 'chords_b': [6, 3, 2, 6, 0, 5, 4, 4],
            'climb': [5, 6, 0, 4], 'climb_from': 5, 'turn': [4, 4],
        },
    },
}


def write_ogg(path, s):
    """Encodes with Debian's oggenc (vorbis-tools), with a fixed stream serial number so that the
    same music gives the same file."""
    import shutil
    import subprocess
    import tempfile
    if not shutil.which('oggenc'):
        sys.exit('oggenc is missing: tools/install-deps.sh --sound-tools installs vorbis-tools')
    with tempfile.TemporaryDirectory() as tmp:
        wav = os.path.join(tmp, 'music.wav')
        write_wav(wav, s)
        subprocess.run(['oggenc', '--quiet', '--quality', '3', '--serial', '1', '--output', path, wav],
                       check=True)


def main(argv):
    what = argv[1:] or ['effects'] + PACKS
    for name in what:
        if name != 'effects' and name not in PACKS:
            sys.exit(f'unknown pack {name!r} (expected effects or one of {", ".join(PACKS)})')
    for name in what:
        if name == 'effects':
            # One copy for every pack: the program's own sounds (resources/sounds).
            folder = os.path.join(ROOT, 'resources', 'sounds')
            rng = random.Random(20240611)
            for effect, make in EFFECTS.items():
                s = finish(make(rng))
                seconds = len(s) / RATE
                assert 0.05 <= seconds <= 0.6 + 1e-9, (effect, seconds)
                write_wav(os.path.join(folder, effect + '.wav'), s)
            print(f'{folder}: {len(EFFECTS)} effects')
            continue
        folder = os.path.join(ROOT, 'data', name, 'sounds')
        os.makedirs(folder, exist_ok=True)
        for track, compose in (('explore', exploring), ('battle', fighting)):
            s = compose(MUSIC[name][track], random.Random(7 if track == 'explore' else 11))
            write_ogg(os.path.join(folder, track + '.ogg'), s)
            print(f'{folder}/{track}.ogg: {len(s) / RATE:.1f} s')


if __name__ == '__main__':
    main(sys.argv)
