import type { ItemValues } from '../../../core/domain/results/imageTemplate';
import type { Score } from '../../../core/generated/api';
import { placeText } from './ranks';

/** What each template item shows for a result. */
export function scoreItemValues(score: Score): ItemValues {
  return {
    matchName: score.matchName,
    name: score.name,
    bib: score.bib,
    course: score.course,
    netTime: score.netTime,
    gunTime: score.gunTime,
    pace: score.pace,
    rankOverall: placeText(score.ranks.overall),
    rankGender: placeText(score.ranks.gender),
    rankAgeGroup: placeText(score.ranks.ageGroup),
    // The race's own calendar day, as written in its config.
    date: score.raceDate.slice(0, 10),
  };
}
