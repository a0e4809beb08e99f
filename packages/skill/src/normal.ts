/**
 * The standard normal distribution function Φ, from the error function (Abramowitz and Stegun 7.1.26:
 * absolute error below 1.5 × 10⁻⁷, far below the whole percent a probability is shown with).
 */
export const normalCdf = (x: number): number => {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const polynomial =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - polynomial * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
};
