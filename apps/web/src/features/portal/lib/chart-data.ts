/** A reading on a chart: when (ms) and what. */
export interface ChartPoint {
  time: number;
  value: number;
}

export interface DayRange {
  /** The middle of the day's readings. */
  time: number;
  min: number;
  max: number;
  mean: number;
}

const palmaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A month of readings as one range per day (Palma's calendar): lowest,
 * highest and mean. Drawn as a band and a line, it shows the month's trend
 * instead of thirty daily cycles packed into a zigzag.
 */
export function dailyRanges(points: readonly ChartPoint[]): DayRange[] {
  const days = new Map<string, ChartPoint[]>();
  for (const point of points) {
    const key = palmaDay.format(point.time);
    days.set(key, [...(days.get(key) ?? []), point]);
  }
  return [...days.values()].map((day) => {
    const values = day.map((point) => point.value);
    return {
      time: day.reduce((sum, point) => sum + point.time, 0) / day.length,
      min: Math.min(...values),
      max: Math.max(...values),
      mean: values.reduce((sum, value) => sum + value, 0) / values.length,
    };
  });
}
