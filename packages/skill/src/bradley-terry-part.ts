import type { SkillParameters } from './parameters.js';
import type { Belief } from './plackett-luce.js';

/**
 * One ranked match under the Weng–Lin Bradley–Terry model with partial pairing, exactly as
 * `openskill`'s `bradleyTerryPart` computes it (one rider per team, `limitSigma` off): after sorting by
 * place, each rider is compared with the riders just ahead and just behind in that order, each
 * comparison on its own scale c = √(σᵢ² + σq² + 2β²). Returns the new beliefs in the order given.
 */
export const rateBradleyTerryPart = (
  beliefs: readonly Belief[],
  ranks: readonly number[],
  parameters: Pick<SkillParameters, 'beta' | 'tau' | 'kappa'>,
): Belief[] => {
  const n = beliefs.length;
  if (n !== ranks.length) throw new RangeError('rateBradleyTerryPart: one rank per rider');
  if (n < 2) return beliefs.map((belief) => ({ ...belief }));
  const tauSquared = parameters.tau * parameters.tau;
  const twoBetaSquared = 2 * parameters.beta * parameters.beta;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
  const variance = (i: number) => beliefs[i]!.sigma * beliefs[i]!.sigma + tauSquared;
  const result: Belief[] = new Array(n);
  for (let position = 0; position < n; position += 1) {
    const i = order[position]!;
    const sigmaSquared = variance(i);
    let omega = 0;
    let delta = 0;
    for (const neighbour of [position - 1, position + 1]) {
      if (neighbour < 0 || neighbour >= n) continue;
      const q = order[neighbour]!;
      const c = Math.sqrt(sigmaSquared + variance(q) + twoBetaSquared);
      const p = 1 / (1 + Math.exp((beliefs[q]!.mu - beliefs[i]!.mu) / c));
      const score = ranks[q]! > ranks[i]! ? 1 : ranks[q]! < ranks[i]! ? 0 : 0.5;
      const eta = sigmaSquared / c;
      const gamma = Math.sqrt(sigmaSquared) / c;
      omega += eta * (score - p);
      delta += ((gamma * eta) / c) * p * (1 - p);
    }
    result[i] = {
      mu: beliefs[i]!.mu + omega,
      sigma: Math.sqrt(sigmaSquared) * Math.sqrt(Math.max(1 - delta, parameters.kappa)),
    };
  }
  return result;
};
