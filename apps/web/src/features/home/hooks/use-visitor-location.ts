import { useEffect, useState } from 'react';
import { externalServices, reverseGeocodingUrl } from '../../../shared/config/external-services';
import { DEFAULT_PLACE, UNKNOWN_PLACE, placeFromGeocoding, roundCoordinate, type LocationState } from '../lib/place-name';

/**
 * The location card's state (spec §4, §7, §8): ask the browser for a
 * position, then the configured reverse geocoder for a place name.
 * Denied, unsupported or failing geolocation → Palma de Mallorca without
 * coordinates; a failing geocoder → 'Unknown'.
 */
export function useVisitorLocation(): LocationState {
  const [state, setState] = useState<LocationState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    if (!('geolocation' in navigator)) {
      setState({ status: 'default', place: DEFAULT_PLACE });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (controller.signal.aborted) return;
        const lat = roundCoordinate(position.coords.latitude);
        const lon = roundCoordinate(position.coords.longitude);
        setState({ status: 'resolved', lat, lon, place: null });
        fetch(reverseGeocodingUrl(position.coords.latitude, position.coords.longitude, externalServices.geocodingUrl), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.any([controller.signal, AbortSignal.timeout(8000)]),
        })
          .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
          .then((body: unknown) => setState({ status: 'resolved', lat, lon, place: placeFromGeocoding(body) }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            console.warn('Reverse geocoding failed', error);
            setState({ status: 'resolved', lat, lon, place: UNKNOWN_PLACE });
          });
      },
      (error) => {
        if (controller.signal.aborted) return;
        console.warn('Geolocation unavailable', error.message);
        setState({ status: 'default', place: DEFAULT_PLACE });
      },
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    );
    return () => controller.abort();
  }, []);

  return state;
}
