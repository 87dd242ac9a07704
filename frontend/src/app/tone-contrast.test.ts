import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';
import type { OutcomeTone } from '../lib/call-outcomes';
import { toneStyle } from '../components/tone-style';

const TONES: OutcomeTone[] = ['success', 'info', 'primary', 'secondary', 'warning', 'neutral', 'error'];

describe('the theme’s tones (components/tone-style.ts)', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`keeps every tone's label at AA contrast (4.5:1) on the ${mode} paper and page`, () => {
      const theme = createAppTheme(mode);
      for (const tone of TONES) {
        const { color } = toneStyle(theme, tone);
        for (const background of [theme.palette.background.paper, theme.palette.background.default]) {
          expect(getContrastRatio(color, background), `${tone} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }

  it("is not MUI's main shade, which on white is below AA for warning and success", () => {
    const theme = createAppTheme('light');
    expect(getContrastRatio(theme.palette.warning.main, theme.palette.background.paper)).toBeLessThan(4.5);
    expect(getContrastRatio(theme.palette.success.main, theme.palette.background.paper)).toBeLessThan(4.5);
  });
});
