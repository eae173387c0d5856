#!/usr/bin/env python3
"""Turns a terminal screen captured with `tmux capture-pane -e -p` into a PNG.

Usage: tmux capture-pane -e -p -t SESSION | python3 Scripts/screenshot.py OUT.png [COLS ROWS]

Reads SGR colour sequences (8/16, 256 and 24-bit colours, bold, reverse) and draws each cell
with DejaVu Sans Mono. Needs Pillow (`pip install pillow`). Used to make the README's screenshot
from a real run; not part of the tests.
"""
import re
import sys

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
BASIC = [(0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188),
         (17, 168, 205), (229, 229, 229), (102, 102, 102), (241, 76, 76), (35, 209, 139),
         (245, 245, 67), (59, 142, 234), (214, 112, 214), (41, 184, 219), (255, 255, 255)]
DEFAULT_FG, DEFAULT_BG = (229, 229, 229), (24, 24, 24)


def palette(index):
    if index < 16:
        return BASIC[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return levels[index // 36], levels[(index // 6) % 6], levels[index % 6]
    grey = 8 + (index - 232) * 10
    return grey, grey, grey


def parse(text, cols, rows):
    grid = [[(" ", DEFAULT_FG, DEFAULT_BG, False) for _ in range(cols)] for _ in range(rows)]
    # tmux carries attributes over from one line to the next.
    fg, bg, bold, reverse = None, None, False, False
    for y, line in enumerate(text.split("\n")[:rows]):
        x = 0
        for token in re.split(r"(\x1b\[[0-9;:]*m)", line):
            if token.startswith("\x1b["):
                codes = [int(c) if c else 0 for c in re.split("[;:]", token[2:-1])] or [0]
                i = 0
                while i < len(codes):
                    c = codes[i]
                    if c == 0:
                        fg, bg, bold, reverse = None, None, False, False
                    elif c == 1:
                        bold = True
                    elif c == 7:
                        reverse = True
                    elif c == 22:
                        bold = False
                    elif c == 27:
                        reverse = False
                    elif 30 <= c <= 37 or 90 <= c <= 97:
                        fg = BASIC[c - 30 if c < 90 else c - 82]
                    elif 40 <= c <= 47 or 100 <= c <= 107:
                        bg = BASIC[c - 40 if c < 100 else c - 92]
                    elif c == 39:
                        fg = None
                    elif c == 49:
                        bg = None
                    elif c in (38, 48) and i + 1 < len(codes):
                        if codes[i + 1] == 5 and i + 2 < len(codes):
                            color = palette(codes[i + 2])
                            i += 2
                        elif codes[i + 1] == 2 and i + 4 < len(codes):
                            color = tuple(codes[i + 2:i + 5])
                            i += 4
                        else:
                            color = None
                        if c == 38:
                            fg = color
                        else:
                            bg = color
                    i += 1
                continue
            for ch in token:
                if x >= cols:
                    break
                f, b = fg or DEFAULT_FG, bg or DEFAULT_BG
                if reverse:
                    f, b = b, f
                grid[y][x] = (ch, f, b, bold)
                x += 1
    return grid


def main():
    out = sys.argv[1]
    cols = int(sys.argv[2]) if len(sys.argv) > 2 else 80
    rows = int(sys.argv[3]) if len(sys.argv) > 3 else 24
    grid = parse(sys.stdin.read(), cols, rows)
    font, bold_font = ImageFont.truetype(FONT, 16), ImageFont.truetype(FONT_BOLD, 16)
    cell_w, cell_h = 10, 20
    image = Image.new("RGB", (cols * cell_w, rows * cell_h), DEFAULT_BG)
    draw = ImageDraw.Draw(image)
    for y, row in enumerate(grid):
        for x, (ch, fg, bg, bold) in enumerate(row):
            draw.rectangle([x * cell_w, y * cell_h, (x + 1) * cell_w - 1, (y + 1) * cell_h - 1], fill=bg)
            if ch != " ":
                draw.text((x * cell_w, y * cell_h + 1), ch, font=bold_font if bold else font, fill=fg)
    image.save(out)


if __name__ == "__main__":
    main()
