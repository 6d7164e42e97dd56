package solver.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.Collection;
import java.util.Map;
import java.util.regex.Pattern;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;

/**
 * No static mutable state in main code: a class's static fields are constants, so two runs in one JVM
 * (two tests, two requests of the server, two tasks of one Spark executor) share nothing but constants,
 * and what a run derives once is held by an object the run owns (the rules' one cache is
 * {@code solver.rules.ShapeTables}, owned by each front solver). Shared by the architecture tests of
 * every module ({@link #check}).
 *
 * <p>Three rules: every static field is final; a static final collection or map is an unmodifiable one
 * (checked on the value the class initialiser made: {@code List.of}, {@code Map.copyOf},
 * {@code Collections.unmodifiable*}, ...), so it cannot grow into a cache; and a static final array of
 * objects is full once its class is initialised (a table filled later, slot by slot, would be a cache).
 * A static array of numbers filled in the class initialiser (a lookup table) cannot be told from one
 * filled later by its value; writing to such an array outside the initialiser is left to review.
 */
public final class StaticState {

    /** The classes of the JDK's unmodifiable collections and maps. */
    private static final Pattern UNMODIFIABLE = Pattern.compile(
            "java\\.util\\.(ImmutableCollections\\$.*|Collections\\$(Unmodifiable|Empty|Singleton).*"
                    + "|KeyValueHolder)");

    private StaticState() {
    }

    /** Static fields are final. */
    public static final ArchRule STATIC_FIELDS_ARE_FINAL = fields().that().areStatic().should().beFinal()
            .because("static mutable state outlives the run that wrote it; a run's caches belong to an object"
                    + " it owns")
            .allowEmptyShould(true);

    /** Static final collections and maps are unmodifiable, and static final object arrays are full. */
    public static final ArchRule STATIC_TABLES_ARE_CONSTANT = fields().that().areStatic().and().areFinal()
            .should(new ArchCondition<>("hold a constant (an unmodifiable collection or map, a full array)") {
                @Override
                public void check(JavaField field, ConditionEvents events) {
                    String problem = problem(field);
                    if (problem != null) {
                        events.add(SimpleConditionEvent.violated(field, field.getFullName() + " " + problem));
                    }
                }
            })
            .allowEmptyShould(true);

    /** Checks both rules on {@code classes}. */
    public static void check(JavaClasses classes) {
        STATIC_FIELDS_ARE_FINAL.check(classes);
        STATIC_TABLES_ARE_CONSTANT.check(classes);
    }

    /** What is wrong with the value of a static final field, or null. */
    private static String problem(JavaField field) {
        boolean collection = field.getRawType().isAssignableTo(Collection.class)
                || field.getRawType().isAssignableTo(Map.class);
        boolean objects = field.getRawType().isArray() && !field.getRawType().getComponentType().isPrimitive();
        String type = field.getRawType().getName();
        if (type.startsWith("java.util.concurrent.atomic.") || type.equals(ThreadLocal.class.getName())
                || type.equals(StringBuilder.class.getName())) {
            return "is of a mutable type (" + type + ")";
        }
        if (!collection && !objects || field.getModifiers().contains(JavaModifier.SYNTHETIC)) {
            return null;
        }
        Object value;
        try {
            Field f = field.reflect();
            f.setAccessible(true);
            value = f.get(null);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return "could not be read to check it (" + e + ")";
        }
        if (value == null) {
            return null;
        }
        if (collection) {
            String made = value.getClass().getName();
            return UNMODIFIABLE.matcher(made).matches() ? null
                    : "holds a modifiable " + made + " (build it with List.of, Map.copyOf, ... so it cannot"
                    + " become a cache)";
        }
        for (int i = 0; i < Array.getLength(value); i++) {
            if (Array.get(value, i) == null) {
                return "has an empty slot " + i + " once its class is initialised (a table filled later is a"
                        + " cache)";
            }
        }
        return null;
    }
}
