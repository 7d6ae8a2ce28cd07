import { describe, expect, it } from 'vitest';
import { analysisRouteFallbacks, routeShape } from './analysis-route-fallbacks.tsx';

describe('analysis route fallbacks', () => {
  it('normalises slashes and parameter names', () => {
    expect(routeShape('/analysis/:id/')).toBe(routeShape('analysis/:sessionId'));
    expect(routeShape('analysis/video/:filename')).not.toBe(routeShape('analysis/:sessionId'));
  });
  it('fills in only the screens the analysis routes lack', () => {
    const all = analysisRouteFallbacks([]).map((r) => r.path);
    expect(all).toHaveLength(7);
    const rest = analysisRouteFallbacks([{ path: '/dashboard' }, { path: 'analysis/:id' }]).map((r) => r.path);
    expect(rest).not.toContain('dashboard');
    expect(rest).not.toContain('analysis/:sessionId');
    expect(rest).toContain('analysis/video/:filename');
  });
});
