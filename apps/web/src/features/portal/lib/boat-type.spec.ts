import { describe, expect, it } from '@jest/globals';
import { boatTypeFromLegacyLabel } from './boat-type';

describe('boatTypeFromLegacyLabel (until issue 8 sends the enum)', () => {
  it('reads the Spanish labels the API stores today', () => {
    expect(boatTypeFromLegacyLabel('Velero')).toBe('SAILBOAT');
    expect(boatTypeFromLegacyLabel('Yate a motor')).toBe('MOTOR_YACHT');
    expect(boatTypeFromLegacyLabel('Catamarán')).toBe('CATAMARAN');
    expect(boatTypeFromLegacyLabel('Neumática semirrígida')).toBe('RIB');
  });

  it('files anything else under OTHER', () => {
    expect(boatTypeFromLegacyLabel('Llaüt')).toBe('OTHER');
    expect(boatTypeFromLegacyLabel('')).toBe('OTHER');
  });
});
