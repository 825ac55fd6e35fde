# Checks that scripts/mutate refuses, with a message and exit status 2, a
# record it cannot use, and reads one it can; and that it refuses a list of
# mutants (argued equivalent, or picked) that names one twice, and a pick
# file that names none:
#   -DPYTHON=python3 -DSOURCE_DIR=repository -DWORK_DIR=folder
# The record is what a full run resumes from (--resume) and what the tables
# of docs/suite-power.md are made from (--report); a record read wrongly
# would lose outcomes or report ones of other headers.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# The record's format, and a row of a mutant the generator makes (the first
# constant definition's), recorded as killed: a row of one it does not make
# would be left out of the summary.
execute_process(COMMAND "${PYTHON}" -c [=[
import dataclasses, importlib.machinery, json, sys
m = importlib.machinery.SourceFileLoader('mutate', 'scripts/mutate').load_module()
mutant = m.generate(m.HEADERS, {h: set() for h in m.HEADERS}, m.compiled_lines(m.HEADERS))[0]
print(m.RECORD_FORMAT)
print(json.dumps(dict(dataclasses.asdict(mutant), status='killed', killed_by='check', seconds=1.0, first_status='killed')))
print(f'{mutant.file}: {mutant.operator}: 1: {mutant.text}')
# A record whose comparison of the two paths has that mutant killed on one and surviving on the other.
compared = dict(dataclasses.asdict(mutant), status='killed', killed_by='check', path='schemata')
m.write_record(sys.argv[1], [m.Mutant(**compared)], [{'mutant': compared, 'plain': {'status': 'killed', 'killed_by': 'check'},
                                                     'schemata': {'status': 'survived', 'killed_by': ''}}])
]=] "${WORK_DIR}/disagreeing.json"
                WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE lines RESULT_VARIABLE status
                OUTPUT_STRIP_TRAILING_WHITESPACE)
# Three lines: the format, the row, and the mutant as a list names it (split
# by position: a regex replace would strip every line it matches).
set(format "")
set(row "")
set(named "")
string(FIND "${lines}" "\n" first)
string(FIND "${lines}" "\n" last REVERSE)
if(first GREATER 0 AND last GREATER first)
  math(EXPR row_start "${first} + 1")
  math(EXPR row_length "${last} - ${row_start}")
  math(EXPR named_start "${last} + 1")
  string(SUBSTRING "${lines}" 0 ${first} format)
  string(SUBSTRING "${lines}" ${row_start} ${row_length} row)
  string(SUBSTRING "${lines}" ${named_start} -1 named)
endif()
if(NOT status EQUAL 0 OR format STREQUAL "" OR NOT row MATCHES "^{.*}$" OR NOT named MATCHES "^impl/.*: 1: ")
  message(FATAL_ERROR "cannot compute the record's format and a row (${status}): ${lines}")
endif()

# Writes TEXT as a record (none when TEXT is "none") and runs --report and,
# unless the record is one a run can resume from, --resume on it: each must
# exit with EXPECTED_STATUS and say MESSAGE (a regex) on stderr.
function(check_record name text expected_status message)
  set(record "${WORK_DIR}/${name}.json")
  if(NOT text STREQUAL "none")
    file(WRITE "${record}" "${text}\n")
  endif()
  set(modes --report)
  if(NOT expected_status EQUAL 0 AND NOT text STREQUAL "none")
    list(APPEND modes --resume)  # refused before any mutant is tried (a resumed run would take minutes)
  endif()
  foreach(mode IN LISTS modes)
    execute_process(COMMAND "${PYTHON}" scripts/mutate ${mode} --record "${record}" --out "${WORK_DIR}/out"
                    WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE output ERROR_VARIABLE errors
                    RESULT_VARIABLE status)
    set(shown "${name} (${mode}): exit status ${status}\n--- stderr\n${errors}")
    if(NOT status EQUAL expected_status)
      message(FATAL_ERROR "expected exit status ${expected_status}; ${shown}")
    endif()
    if(NOT errors MATCHES "${message}")
      message(FATAL_ERROR "stderr does not match '${message}'; ${shown}")
    endif()
    if(expected_status EQUAL 0 AND NOT output MATCHES "\\| all \\| 1 \\| 1 \\|")
      message(FATAL_ERROR "the summary does not count the record's one killed mutant; ${shown}\n--- stdout\n${output}")
    endif()
    if(errors MATCHES "Traceback")
      message(FATAL_ERROR "a traceback, not a message; ${shown}")
    endif()
  endforeach()
endfunction()

set(head "{\"format\": \"${format}\", \"mutants\"")
check_record(readable "${head}: [${row}]}" 0 "")
# A row of a mutant the generator does not make (no line of the header has
# its code and neighbours): left out of the summary.
set(row_not_made "{\"file\": \"impl/obb2d/obb2d.hpp\", \"line\": 1, \"column\": 1, \"operator\": \"constant +1\", \"original\": \"1\", \"replacement\": \"2\", \"text\": \"return 1;\", \"status\": \"killed\", \"killed_by\": \"check\", \"seconds\": 1.0, \"first_status\": \"killed\"}")
check_record(with_a_row_not_made "${head}: [${row}, ${row_not_made}]}" 0 "")
check_record(missing none 2 "cannot read .*No such file")
check_record(not_json "{\"format\": " 2 "cannot read")
check_record(a_list "[]" 2 "cannot read")
check_record(no_rows "{\"format\": \"${format}\"}" 2 "cannot read")
check_record(rows_not_a_list "${head}: 3}" 2 "cannot read")
check_record(a_row_of_other_fields "${head}: [{\"x\": 1}]}" 2 "cannot read")
check_record(a_row_that_is_not_an_object "${head}: [7]}" 2 "cannot read")
# A record of the format that named mutants by line and column: its rows
# cannot be matched to the mutants of headers that may have changed.
check_record(of_another_format "{\"headers_digest\": \"0\", \"mutants\": [${row}]}" 2 "is not a record of mutants named by content")

# scripts/mutate --report with the equivalents list `list_file` must exit 2
# with a message matching `pattern`, and no traceback.
function(check_list description list_file pattern)
  execute_process(COMMAND "${PYTHON}" scripts/mutate --report --record "${WORK_DIR}/readable.json"
                          --equivalent "${list_file}" --out "${WORK_DIR}/out"
                  WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_QUIET ERROR_VARIABLE errors RESULT_VARIABLE status)
  if(NOT status EQUAL 2 OR NOT errors MATCHES "${pattern}" OR errors MATCHES "Traceback")
    message(FATAL_ERROR "${description}: exit status ${status}\n--- stderr\n${errors}")
  endif()
endfunction()

# A list that names a mutant twice: the repeat would count for nothing and
# hide that the list repeats itself (one mutant argued twice).
file(WRITE "${WORK_DIR}/twice.txt" "${named}\n# again\n${named}\n")
check_list("a list naming a mutant twice" "${WORK_DIR}/twice.txt" "twice.txt:3: the mutant of line 1 again")

# A list that cannot be read is an error, not an empty list (which would
# count no survivor as argued equivalent without a word).
check_list("a list that does not exist" "${WORK_DIR}/no-such-list.txt" "no-such-list.txt")

# A list that is not text: an error that names it.
execute_process(COMMAND "${PYTHON}" -c "import sys; open(sys.argv[1], 'wb').write(bytes([0xff, 0xfe, 0x0a]))"
                        "${WORK_DIR}/binary-list.txt" RESULT_VARIABLE status)
check_list("a list that is not text" "${WORK_DIR}/binary-list.txt" "binary-list.txt: not a text file")

# A pick file that names no mutant is an error: a run that tried nothing
# would pass, --fail-on-survivor included, without checking anything.
file(WRITE "${WORK_DIR}/empty-pick.txt" "# names no mutant\n")
execute_process(COMMAND "${PYTHON}" scripts/mutate --pick "${WORK_DIR}/empty-pick.txt" --list --out "${WORK_DIR}/out"
                WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_QUIET ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 2 OR NOT errors MATCHES "empty-pick.txt names no mutant" OR errors MATCHES "Traceback")
  message(FATAL_ERROR "a pick file naming no mutant: exit status ${status}\n--- stderr\n${errors}")
endif()

# The comparison of the two paths (--both-paths) is checked, not only read:
# a mutant whose outcome differs between them, and a comparison too small to
# speak for every header and operator family, are reported, exit status 1.
execute_process(COMMAND "${PYTHON}" scripts/mutate --report --check-both-paths --record "${WORK_DIR}/disagreeing.json"
                        --out "${WORK_DIR}/out"
                WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_QUIET ERROR_VARIABLE errors RESULT_VARIABLE status)
foreach(pattern "killed \\(check\\) on the plain path, survived \\(\\) with schemata" "1 mutants, fewer than 50"
                "no mutant of impl/obb2d/polygon.hpp" "no mutant of the operator family index")
  if(NOT status EQUAL 1 OR NOT errors MATCHES "${pattern}" OR errors MATCHES "Traceback")
    message(FATAL_ERROR "a comparison of the paths that disagrees: exit status ${status}, expected 1 and "
                        "'${pattern}'\n--- stderr\n${errors}")
  endif()
endforeach()

# Mutants are named by content: a line added above them keeps every name (a
# blank one is no code line, so no neighbour changes); an edit of one line
# renames only the mutants of that line and of the code lines beside it.
execute_process(COMMAND "${PYTHON}" -c [=[
import importlib.machinery, os, shutil, sys
m = importlib.machinery.SourceFileLoader('mutate', 'scripts/mutate').load_module()
header = 'impl/obb2d/polygon.hpp'
every = {header: set(range(1, 100000))}
def names(root):
    m.ROOT = root
    return {mutant.key(): mutant.line for mutant in m.generate([header], every, every)}
before = names(os.getcwd())
work = sys.argv[1]
shutil.copytree('impl', os.path.join(work, 'impl'))
path = os.path.join(work, header)
lines = open(path).read().split('\n')
open(path, 'w').write('\n'.join([''] + lines))
shifted = names(work)
assert shifted.keys() == before.keys(), 'a blank line added renamed mutants'
assert all(shifted[key] == line + 1 for key, line in before.items()), 'the lines did not move'
edited = next(number for number, line in enumerate(lines, 1) if line.strip().startswith('if (') and ' < ' in line)
lines[edited - 1] = lines[edited - 1].replace(' < ', ' <= ', 1)
open(path, 'w').write('\n'.join(lines))
after = names(work)
renamed = {line for key, line in before.items() if key not in after}
assert edited in renamed, 'the edited line kept its names'
codes = [number for number, line in enumerate(lines, 1) if m.code_of(line, False)[0].strip()]
place = codes.index(edited)
assert renamed <= set(codes[place - 1:place + 2]), f'names changed beyond the neighbours: {sorted(renamed)}'
print(len(before), 'names;', len(renamed), 'lines renamed by the edit of line', edited)
]=] "${WORK_DIR}/names"
                WORKING_DIRECTORY "${SOURCE_DIR}" OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "mutant names by content: exit status ${status}\n${output}\n--- stderr\n${errors}")
endif()
