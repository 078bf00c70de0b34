import type { TFunction } from 'i18next';
import type { Score } from '../../../core/generated/api';

/** "12 / 3456": a place and its field. */
export function placeText(place: { rank: number; of: number } | null): string {
  return place ? `${place.rank} / ${place.of}` : '';
}

/** The three ranks with their labels, the age group named. */
export function rankRows(score: Score, t: TFunction<'results'>) {
  const { overall, gender, ageGroup } = score.ranks;
  return [
    { key: 'overall', label: t('rank.overall'), value: placeText(overall) },
    { key: 'gender', label: t('rank.gender'), value: placeText(gender) },
    ...(ageGroup
      ? [
          {
            key: 'ageGroup',
            label: t('rank.ageGroup', { group: ageGroup.group }),
            value: placeText(ageGroup),
          },
        ]
      : []),
  ];
}
