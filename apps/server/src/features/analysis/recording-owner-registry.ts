import type { AnalysisOrigin } from '../../shared/new-analysis-session.ts';
import type { RecordingOwner, RecordingOwners } from '../../shared/recording-owner.ts';

/** The owner of each analysis origin, registered by the composition root once the owning feature is built. */
export class RecordingOwnerRegistry implements RecordingOwners {
  private readonly owners = new Map<AnalysisOrigin, RecordingOwner>();

  register(origin: AnalysisOrigin, owner: RecordingOwner): void {
    this.owners.set(origin, owner);
  }

  ownerOf(origin: AnalysisOrigin): RecordingOwner | null {
    return this.owners.get(origin) ?? null;
  }
}
