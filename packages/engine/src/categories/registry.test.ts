import { CATEGORY_CATALOGUE, CATEGORY_ORDER } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../schema';
import { CATEGORY_DEFINITIONS, ELEMENT_DEFINITIONS } from '.';

const DIRECTIONS = new Set(['higher', 'lower', 'neutral']);

describe('category registry', () => {
  it('has exactly one definition per catalogue category, in catalogue order', () => {
    const keys = CATEGORY_DEFINITIONS.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(CATEGORY_CATALOGUE.map((category) => category.key));
    expect(keys).toEqual([...CATEGORY_ORDER]);
  });

  it('gives every schema element exactly one rule and favourability, in schema order', () => {
    for (const definition of CATEGORY_DEFINITIONS) {
      const schema = SCHEMA.find((category) => category.key === definition.key)!;
      expect(definition.label).toBe(schema.label);
      expect(definition.elements.map(({ key, label, unit }) => ({ key, label, unit }))).toEqual(
        schema.elements.map(({ key, label, unit }) => ({ key, label, unit })),
      );
      for (const element of definition.elements) {
        expect(typeof element.find, element.key).toBe('function');
        expect(DIRECTIONS.has(element.favourability.direction), element.key).toBe(true);
        expect(element.favourability.reason, element.key).not.toBe('');
        // A text gets no verdict: only numbers, amounts and dates have a better direction.
        if (element.unit === 'text') expect(element.favourability.direction, element.key).toBe('neutral');
      }
    }
  });

  it('gives every category an LLM vocabulary', () => {
    for (const definition of CATEGORY_DEFINITIONS) {
      expect(definition.vocabulary.length, definition.key).toBeGreaterThan(0);
      expect(new Set(definition.vocabulary).size, definition.key).toBe(definition.vocabulary.length);
    }
  });

  it('defines every schema element once, keyed uniquely across categories', () => {
    const schemaKeys = SCHEMA.flatMap((category) => category.elements.map((element) => element.key));
    const count = CATEGORY_DEFINITIONS.reduce((sum, definition) => sum + definition.elements.length, 0);
    expect(count).toBe(schemaKeys.length);
    expect([...ELEMENT_DEFINITIONS.keys()]).toEqual(schemaKeys);
  });
});
