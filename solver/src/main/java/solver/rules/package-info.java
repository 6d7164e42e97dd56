/**
 * Rules compiled once into the tables every solver reads, so that each rule is derived in one place:
 * {@link solver.rules.CompiledRules} (the all-different sets, houses, cages, peers and relations of a
 * model, its group tables shared per board), {@link solver.rules.RelationSupport} (a binary relation as
 * the symbol masks it allows), {@link solver.rules.SumTable} (the symbol sets of each size and total)
 * and {@link solver.rules.SumRegions} (the cages and the sums the killer 45 rule derives from every house
 * and every run of adjacent rows, columns and boxes, at any side). A solver's fast path is a kernel that
 * converts these forms into its own layout, never a second derivation of the rules.
 */
package solver.rules;
