/** What ranking needs of one result. */
export interface Rankable {
  course: number;
  gender: number;
  ageGroup: string | null;
  netSeconds: number;
}

/** A place and the size of the field it is in. */
export interface Place {
  rank: number;
  of: number;
}

export interface Ranks {
  overall: Place;
  gender: Place;
  ageGroup: Place | null;
}

/**
 * Places by net time within each course: overall, among the same gender, and within the age
 * group. Equal times share a place and the next one skips (1, 2, 2, 4).
 */
export function rankResults(results: readonly Rankable[]): Ranks[] {
  const placesBy = (key: (result: Rankable) => string | null): (Place | null)[] => {
    const groups = new Map<string, number[]>();
    results.forEach((result, index) => {
      const group = key(result);
      if (group === null) return;
      groups.set(group, [...(groups.get(group) ?? []), index]);
    });
    const places: (Place | null)[] = results.map(() => null);
    for (const members of groups.values()) {
      const sorted = [...members].sort((a, b) => results[a].netSeconds - results[b].netSeconds);
      let rank = 0;
      sorted.forEach((index, position) => {
        const previous = sorted[position - 1];
        if (previous === undefined || results[previous].netSeconds !== results[index].netSeconds) {
          rank = position + 1;
        }
        places[index] = { rank, of: members.length };
      });
    }
    return places;
  };
  const overall = placesBy((r) => `${r.course}`);
  const gender = placesBy((r) => `${r.course}/${r.gender}`);
  const ageGroup = placesBy((r) => (r.ageGroup === null ? null : `${r.course}/${r.ageGroup}`));
  return results.map((_, index) => ({
    overall: overall[index] as Place,
    gender: gender[index] as Place,
    ageGroup: ageGroup[index],
  }));
}
