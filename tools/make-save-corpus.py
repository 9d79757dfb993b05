#!/usr/bin/env python3
"""Writes fuzz_save's seed saves of the current build, so they get past /version and /packHash.

Run it again whenever classic's data, the rules version or the save format changes (the fuzz
corpus test, tst_fuzzcorpus, fails until then):

    tools/make-save-corpus.py build/bin/permadungeon-cli

It plays a few commands of classic at seed 5, saves, and writes next to the other seeds:
  save-classic-current          that save as it is (loads whole)
  save-classic-clouds           with two clouds beside the hero (the commands no longer lead to it)
  save-classic-prices           with prices on the level's first two items
  save-classic-unlocked-doors   naming a floor cell an unlocked door (refused: classic has none)
  state-classic-clouds-prices   the state layer with clouds and a price
A save seed is the mode byte 'd' and the file; a state seed is the byte 0 and the file (the
harness puts the checksum right, tests/fuzz/fuzz_save.cpp).
"""

import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(ROOT, 'tests', 'fuzz', 'corpus', 'fuzz_save')
COMMANDS = ['move e', 'move s', 'wait', 'fire n', 'move e', 'wait', 'wait']


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: make-save-corpus.py PATH/TO/permadungeon-cli')
    cli = sys.argv[1]
    os.chdir(ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        commands = os.path.join(tmp, 'commands.txt')
        with open(commands, 'w') as f:
            f.write('\n'.join(COMMANDS) + '\n')
        save = os.path.join(tmp, 'run.save')
        subprocess.run([cli, 'play', 'data/classic', '--seed', '5', '--commands', commands,
                        '--save', save], check=True, stdout=subprocess.DEVNULL)
        with open(save, 'rb') as f:
            raw = f.read()
        ascii_map = subprocess.run([cli, 'generate', 'data/classic', '--seed', '5'], check=True,
                                   capture_output=True, text=True).stdout.splitlines()[1:]
    current = json.loads(raw)
    hero = current['state']['hero']
    hx, hy = hero['x'], hero['y']

    def floor(x, y):
        return 0 <= y < len(ascii_map) and 0 <= x < len(ascii_map[y]) and \
            ascii_map[y][x] not in '#+'

    near = [(hx + dx, hy + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
            if (dx, dy) != (0, 0) and floor(hx + dx, hy + dy)]
    if len(near) < 2:
        sys.exit('fewer than two floor cells beside the hero: choose other commands')
    level = current['state']['levels'][0]
    if len(level['items']) < 2:
        sys.exit('fewer than two items on the level: choose another seed')

    def write(name, mode, doc):
        data = raw if doc is None else json.dumps(doc, indent=4).encode()
        with open(os.path.join(CORPUS, name), 'wb') as f:
            f.write(mode + data)

    def edited(change):
        doc = json.loads(raw)
        change(doc['state']['levels'][0])
        return doc

    clouds = [{'power': 1, 'status': 'burning', 'turns': 3, 'volume': 40,
               'x': near[0][0], 'y': near[0][1]},
              {'power': 1, 'status': 'poison', 'turns': 3, 'volume': 9,
               'x': near[1][0], 'y': near[1][1]}]

    def with_clouds(lv):
        lv['clouds'] = clouds

    def with_prices(lv):
        lv['items'][0]['price'] = 35
        lv['items'][1]['price'] = 1000000000000

    def with_unlocked(lv):
        lv['unlockedDoors'] = [{'x': near[0][0], 'y': near[0][1]}]

    def with_clouds_and_price(lv):
        lv['clouds'] = clouds
        lv['items'][0]['price'] = 35

    write('save-classic-current', b'd', None)
    write('save-classic-clouds', b'd', edited(with_clouds))
    write('save-classic-prices', b'd', edited(with_prices))
    write('save-classic-unlocked-doors', b'd', edited(with_unlocked))
    write('state-classic-clouds-prices', b'\0', edited(with_clouds_and_price))
    print('wrote 5 seeds to', CORPUS)


if __name__ == '__main__':
    main()
