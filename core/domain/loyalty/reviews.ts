import { addDays, monthKey } from './calendar';
import { REVIEW_REWARD } from './terms';

export interface Review {
  commentedAt: Date;
  /** The reviewed purchase was returned: no reward. */
  returned: boolean;
}

export interface ReviewReward {
  points: number;
  creditedOn: Date;
}

/**
 * The reward of each review, in the order given: 50 points on day 8 after the comment, for at most
 * 10 rewarded reviews per calendar month of commenting, earliest first.
 */
export function reviewRewards(reviews: readonly Review[]): (ReviewReward | null)[] {
  const rewards: (ReviewReward | null)[] = reviews.map(() => null);
  const rewardedPerMonth = new Map<string, number>();
  reviews
    .map((review, index) => ({ review, index }))
    .filter(({ review }) => !review.returned)
    .sort((a, b) => a.review.commentedAt.getTime() - b.review.commentedAt.getTime())
    .forEach(({ review, index }) => {
      const month = monthKey(review.commentedAt);
      const count = rewardedPerMonth.get(month) ?? 0;
      if (count >= REVIEW_REWARD.maxPerMonth) return;
      rewardedPerMonth.set(month, count + 1);
      rewards[index] = {
        points: REVIEW_REWARD.points,
        creditedOn: addDays(review.commentedAt, REVIEW_REWARD.afterDays),
      };
    });
  return rewards;
}
