/** spec 000 §2: entering financialDetails records whether the user came from particularsDetails. */
export function cameFromParticulars(previousPath: string | null, nextPath: string): boolean | null {
  if (nextPath !== '/financialDetails') return null;
  return previousPath === '/particularsDetails';
}
