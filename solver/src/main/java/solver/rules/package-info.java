/**
 * Rules compiled once into the tables every solver reads: {@link solver.rules.RelationSupport} turns
 * a binary relation into the symbol masks it allows, for the propagation engine, the CSP constraint
 * graph and the backtracker alike.
 */
package solver.rules;
