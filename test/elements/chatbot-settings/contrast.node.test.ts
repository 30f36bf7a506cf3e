// The contrast guard of <chatbot-settings> (contrast.ts), in Node: the pairs, the ratios against
// WCAG's published figures, the nearest passing colour and the presets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contrastRatio, parseRgb, readableTextColor, type Rgb } from '../../../src/elements/chatbot-preview/color.js';
import {
  DARK_PAGE,
  LIGHT_PAGE,
  MIN_SHAPE,
  MIN_TEXT,
  PRESETS,
  WINDOW_BACKGROUND,
  guardColor,
  hslToRgb,
  nearestPassing,
  rgbToHsl,
} from '../../../src/elements/chatbot-settings/contrast.js';

const rgb = (value: string) => parseRgb(value) as Rgb;

describe('guardColor', () => {
  it('passes a mid blue on every pair and suggests nothing', () => {
    const result = guardColor('ChatBubbleColor', 'rgb(37,99,235)')!;
    assert.deepEqual(
      result.pairs.map((pair) => pair.id),
      ['bubbleText', 'launcherLight', 'launcherDark'],
    );
    assert.deepEqual(result.failing, []);
    assert.equal(result.suggestion, undefined);
    // White on rgb(37,99,235) is 5.17:1 (WebAIM's checker says the same).
    assert.equal(result.pairs[0].ratio.toFixed(2), '5.17');
  });

  it('flags a near-white user message colour that vanishes on the white window, and suggests a passing one of the same hue', () => {
    const result = guardColor('UserMessageColor', 'rgb(240,244,255)')!;
    assert.deepEqual(
      result.failing.map((pair) => pair.id),
      ['userOnWindow'],
    );
    assert.ok(result.failing[0].ratio < 1.2);
    const suggestion = rgb(result.suggestion!);
    assert.ok(contrastRatio(suggestion, WINDOW_BACKGROUND) >= MIN_SHAPE);
    assert.ok(contrastRatio(suggestion, rgb(readableTextColor(suggestion))) >= MIN_TEXT);
    const [h0, s0] = rgbToHsl(rgb('rgb(240,244,255)'));
    const [h1, s1] = rgbToHsl(suggestion);
    assert.ok(Math.abs(h0 - h1) < 0.02, `same hue (${h0} vs ${h1})`);
    assert.ok(Math.abs(s0 - s1) < 0.05, `same saturation (${s0} vs ${s1})`);
  });

  it('flags a launcher lost on a dark page and one lost on a light page', () => {
    assert.deepEqual(
      guardColor('ChatBubbleColor', 'rgb(20,20,60)')!.failing.map((pair) => pair.id),
      ['launcherDark'],
    );
    assert.deepEqual(
      guardColor('ChatBubbleColor', 'rgb(250,220,40)')!.failing.map((pair) => pair.id),
      ['launcherLight'],
    );
    for (const value of ['rgb(20,20,60)', 'rgb(250,220,40)']) {
      const suggestion = rgb(guardColor('ChatBubbleColor', value)!.suggestion!);
      assert.ok(contrastRatio(suggestion, LIGHT_PAGE) >= MIN_SHAPE, value);
      assert.ok(contrastRatio(suggestion, DARK_PAGE) >= MIN_SHAPE, value);
      assert.ok(contrastRatio(suggestion, rgb(readableTextColor(suggestion))) >= MIN_TEXT, value);
    }
  });

  it('checks a text colour the owner fixes at 4.5:1 and finds the nearest lightness that reaches it', () => {
    const white: Rgb = [255, 255, 255];
    const result = guardColor('UserMessageColor', 'rgb(96,165,250)', white)!;
    assert.deepEqual(
      result.failing.map((pair) => pair.id),
      ['userText', 'userOnWindow'],
    );
    const suggestion = rgb(result.suggestion!);
    assert.ok(contrastRatio(suggestion, white) >= MIN_TEXT);
    // The nearest: one step lighter would fail.
    const [h, s, l] = rgbToHsl(suggestion);
    assert.ok(contrastRatio(hslToRgb(h, s, l + 0.01), white) < MIN_TEXT);
  });

  it("says nothing of a value that is not a colour (the field's own error does)", () => {
    assert.equal(guardColor('ChatBubbleColor', 'rgb(1,2)'), undefined);
    assert.equal(guardColor('ChatBubbleColor', undefined), undefined);
  });

  it('finds no colour when none can pass (mid-grey text on a launcher that must also show on a dark page)', () => {
    // 4.5:1 against grey needs a near-black bubble, which vanishes on the dark page.
    assert.equal(nearestPassing('ChatBubbleColor', [37, 99, 235], [128, 128, 128]), undefined);
    assert.equal(guardColor('ChatBubbleColor', 'rgb(37,99,235)', [128, 128, 128])!.suggestion, undefined);
  });

  it('converts to HSL and back without drift', () => {
    for (const value of [
      [37, 99, 235],
      [0, 0, 0],
      [255, 255, 255],
      [128, 128, 128],
      [250, 220, 40],
      [1, 200, 3],
    ] as Rgb[]) {
      assert.deepEqual(hslToRgb(...rgbToHsl(value)), value);
    }
  });
});

describe('PRESETS', () => {
  it('has four presets, each passing every pair of both colours', () => {
    assert.equal(PRESETS.length, 4);
    for (const preset of PRESETS) {
      assert.deepEqual(guardColor('ChatBubbleColor', preset.ChatBubbleColor)!.failing, [], preset.id);
      assert.deepEqual(guardColor('UserMessageColor', preset.UserMessageColor)!.failing, [], preset.id);
    }
  });
});
