import type { Share } from '@rehearse/contract/sharing';
import { describe, expect, it } from 'vitest';
import { scopesOffered, sharesCovering } from './share-labels.ts';

const share = (id: string, scope: Share['scope'], target_id: string | null, analysis_id: string | null = scope === 'analysis' ? target_id : null): Share => ({
  id,
  email: 'a@b.co',
  viewer_name: null,
  scope,
  target_id,
  analysis_id,
  include_recording: false,
  status: 'pending',
  created_at: '',
  expires_at: '',
  accepted_at: null,
  revoked_at: null,
});

describe('sharesCovering', () => {
  it('keeps the shares of this analysis and of everything', () => {
    const shares = [share('1', 'analysis', 'x'), share('2', 'analysis', 'y'), share('3', 'all', null), share('4', 'mock_interview', 'm', 'report-of-m')];
    expect(sharesCovering(shares, 'x').map((s) => s.id)).toEqual(['1', '3']);
  });

  it('keeps a mock interview’s shares on its report (matched by the analysis shown, not the mock id)', () => {
    const shares = [share('1', 'analysis', 'x'), share('4', 'mock_interview', 'm', 'report-of-m'), share('5', 'mock_interview', 'n', null)];
    expect(sharesCovering(shares, 'report-of-m').map((s) => s.id)).toEqual(['4']);
    expect(sharesCovering(shares, 'm')).toEqual([]);
  });
});

describe('scopesOffered', () => {
  it('offers the mock interview on its report, the analysis elsewhere, and everything on both', () => {
    expect(scopesOffered(true)).toEqual(['mock_interview', 'all']);
    expect(scopesOffered(false)).toEqual(['analysis', 'all']);
  });
});
